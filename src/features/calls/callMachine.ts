import { CALL_STATE, type CallSignal } from '../../../protocol/messaging';
import { isRefusal } from '../../../workers';
import type { CallInfo, GroupCallMember, HubClient } from '../../hub';
import { PeerLink } from './peerLink';
import type { Rtc } from './rtc';

/**
 * The call of this tab (DESIGN §5: the hub carries the signalling, the tab holds the media): a
 * private call or a group call (a mesh: one {@link PeerLink} per other person, the lower uid of
 * each pair offering). Every tab sees a ringing call; the tab that places or accepts it holds it,
 * the others stop ringing when it is answered.
 */

export enum CallStatus {
  Idle = 'idle',
  /** A call rings here: accept or decline. */
  Incoming = 'incoming',
  /** This tab placed a call that rings on the other side. */
  Outgoing = 'outgoing',
  Active = 'active',
  /** The call just ended (`endState` says how); back to idle shortly. */
  Ended = 'ended',
}

/** Someone else in the call, with their media once it arrives. */
export interface RemotePeer {
  uid: number;
  stream: MediaStream | null;
  mic: boolean;
  camera: boolean;
}

export interface CallSnapshot {
  status: CallStatus;
  kind: 'private' | 'group';
  /** The private chat key, or the group key as text. */
  chatkey: string;
  /** The other side of a private call; who rang for a group call. */
  peer: number;
  groupkey: number;
  video: boolean;
  /** When the call was answered (ms), 0 before. */
  startedAt: number;
  /** CALL_STATE the call ended with (BUSY when refused with 32), 0 while it goes on. */
  endState: number;
  /** The call ended because this device's connection was lost (learned once it was back). */
  lost: boolean;
  mic: boolean;
  camera: boolean;
  speaker: boolean;
  facing: 'user' | 'environment';
  local: MediaStream | null;
  remotes: RemotePeer[];
}

/** The hub calls and events the machine uses. */
export type CallHub = Pick<
  HubClient,
  | 'subscribe'
  | 'getState'
  | 'startCall'
  | 'ringingCall'
  | 'answerCall'
  | 'sendCallSignal'
  | 'startGroupCall'
  | 'joinGroupCall'
  | 'setGroupCallMedia'
>;

const IDLE: CallSnapshot = {
  status: CallStatus.Idle,
  kind: 'private',
  chatkey: '',
  peer: 0,
  groupkey: 0,
  video: false,
  startedAt: 0,
  endState: 0,
  lost: false,
  mic: true,
  camera: false,
  speaker: true,
  facing: 'user',
  local: null,
  remotes: [],
};

/** How long the ended screen stays (ms). */
const ENDED_MS = 1500;
const IS_CALLING = 32;

export class CallMachine {
  #snapshot: CallSnapshot = IDLE;
  readonly #listeners = new Set<() => void>();
  readonly #links = new Map<number, PeerLink>();
  /** Signals that came before the link they are for. */
  #early: { from: number; signal: CallSignal }[] = [];
  /** This tab placed or accepts the call of this chat key. */
  #mine = '';
  /**
   * The token of the private call shown here: the ring's, or for a call placed here the hub's
   * answer's or its ring's, whichever comes first ('' until then).
   */
  #token = '';
  #endTimer: ReturnType<typeof setTimeout> | undefined;
  /** Who is in each group's call, as last pushed (a group missing: no call known). */
  #groups: Readonly<Record<number, readonly GroupCallMember[]>> = {};
  readonly #groupListeners = new Set<() => void>();

  constructor(
    private readonly hub: CallHub,
    private readonly rtc: Rtc,
  ) {
    hub.subscribe((event) => {
      if (event.type === 'call') this.#onCall(event.call, event.whileAway === true);
      else if (event.type === 'call-signal') void this.#onSignal(event.chatkey, event.from, event.signal);
      else if (event.type === 'group-call') this.#onGroupRing(event.groupkey, event.from);
      else if (event.type === 'group-call-state') void this.#onGroupState(event.groupkey, event.members);
    });
    // NOTE: the call screen mounts after the first paint; the app opened from a call's push may
    // be rung before that, so a ring the hub already had is asked for once.
    hub.ringingCall().then(
      (call) => {
        if (call) this.#onCall(call, false);
      },
      () => {},
    );
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): CallSnapshot => this.#snapshot;

  subscribeGroups = (listener: () => void): (() => void) => {
    this.#groupListeners.add(listener);
    return () => this.#groupListeners.delete(listener);
  };

  /** Who is in each group's call (for the chat's join button). */
  getGroups = (): Readonly<Record<number, readonly GroupCallMember[]>> => this.#groups;

  get #me(): number {
    return this.hub.getState().uid ?? 0;
  }

  #set(change: Partial<CallSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of [...this.#listeners]) listener();
  }

  /** Calls a friend. */
  async call(peer: number, chatkey: string, video: boolean): Promise<void> {
    if (this.#snapshot.status !== CallStatus.Idle) return;
    this.#mine = chatkey;
    this.#token = '';
    this.#set({ ...IDLE, status: CallStatus.Outgoing, kind: 'private', chatkey, peer, video, camera: video });
    try {
      await this.#ensureMedia();
      const token = await this.hub.startCall(peer, video);
      if (this.#mine === chatkey && this.#token === '') this.#token = token;
    } catch (error) {
      this.#end(resultOf(error) === IS_CALLING ? CALL_STATE.BUSY : CALL_STATE.CANCELLED);
    }
  }

  /** Starts the group's call (and joins it). */
  async startGroup(groupkey: number, video: boolean): Promise<void> {
    if (this.#snapshot.status !== CallStatus.Idle) return;
    this.#mine = String(groupkey);
    this.#set({
      ...IDLE,
      status: CallStatus.Active,
      kind: 'group',
      chatkey: String(groupkey),
      groupkey,
      peer: this.#me,
      video,
      camera: video,
      startedAt: Date.now(),
    });
    try {
      await this.#ensureMedia();
      await this.hub.startGroupCall(groupkey);
      await this.#sendMedia();
    } catch (error) {
      this.#end(resultOf(error) === IS_CALLING ? CALL_STATE.BUSY : CALL_STATE.ENDED);
    }
  }

  /** Joins the group's call going on (from the chat, without a ring). */
  async joinGroup(groupkey: number, video: boolean): Promise<void> {
    if (this.#snapshot.status !== CallStatus.Idle) return;
    this.#set({
      ...IDLE,
      status: CallStatus.Incoming,
      kind: 'group',
      chatkey: String(groupkey),
      groupkey,
      video,
    });
    await this.accept();
  }

  /** Accepts the ringing call. */
  async accept(): Promise<void> {
    const s = this.#snapshot;
    if (s.status !== CallStatus.Incoming) return;
    this.#mine = s.chatkey;
    try {
      this.#set({ camera: s.video });
      await this.#ensureMedia();
      if (s.kind === 'group') {
        this.#set({ status: CallStatus.Active, startedAt: Date.now() });
        await this.hub.joinGroupCall(s.groupkey, true);
        await this.#sendMedia();
      } else {
        await this.hub.answerCall(s.chatkey, 'accept');
      }
    } catch (error) {
      this.#end(resultOf(error) === IS_CALLING ? CALL_STATE.BUSY : CALL_STATE.ENDED);
    }
  }

  /** Declines the ringing call. */
  async decline(): Promise<void> {
    const s = this.#snapshot;
    if (s.status !== CallStatus.Incoming) return;
    if (s.kind === 'group') this.#reset();
    else await this.hub.answerCall(s.chatkey, 'decline').catch(() => this.#reset());
  }

  /** Hangs up (or cancels the call this tab placed). */
  async hangUp(): Promise<void> {
    const s = this.#snapshot;
    if (s.status === CallStatus.Idle || s.status === CallStatus.Ended) return;
    if (s.kind === 'group') {
      await this.hub.joinGroupCall(s.groupkey, false).catch(() => {});
      this.#end(CALL_STATE.ENDED);
    } else {
      await this.hub.answerCall(s.chatkey, 'hangup').catch(() => this.#end(CALL_STATE.ENDED));
    }
  }

  toggleMic(): void {
    this.#setTrack('audio', !this.#snapshot.mic);
  }

  toggleCamera(): void {
    this.#setTrack('video', !this.#snapshot.camera);
  }

  toggleSpeaker(): void {
    this.#set({ speaker: !this.#snapshot.speaker });
  }

  /** Turns to the other camera (front / back). */
  async switchCamera(): Promise<void> {
    const s = this.#snapshot;
    const local = s.local;
    if (!local || local.getVideoTracks().length === 0) return;
    const facing = s.facing === 'user' ? 'environment' : 'user';
    const fresh = await this.rtc.media(true, facing).catch(() => null);
    const track = fresh?.getVideoTracks()[0];
    if (!track) return;
    for (const link of this.#links.values()) await link.replaceTrack(track);
    for (const old of local.getVideoTracks()) {
      old.stop();
      local.removeTrack(old);
    }
    track.enabled = s.camera;
    local.addTrack(track);
    this.#set({ facing, local: new MediaStream(local.getTracks()) });
  }

  #setTrack(kind: 'audio' | 'video', on: boolean): void {
    const s = this.#snapshot;
    for (const track of s.local?.getTracks() ?? []) if (track.kind === kind) track.enabled = on;
    this.#set(kind === 'audio' ? { mic: on } : { camera: on });
    if (s.kind === 'group' && s.status === CallStatus.Active) void this.#sendMedia();
  }

  #sendMedia(): Promise<void> {
    const s = this.#snapshot;
    return this.hub.setGroupCallMedia(s.groupkey, s.mic, s.camera).catch(() => {});
  }

  async #ensureMedia(): Promise<MediaStream> {
    const s = this.#snapshot;
    if (s.local) return s.local;
    const local = await this.rtc.media(s.video, s.facing);
    if (this.#snapshot.status === CallStatus.Idle || this.#snapshot.status === CallStatus.Ended) {
      for (const track of local.getTracks()) track.stop();
      throw new Error('the call ended while the media started');
    }
    this.#set({ local });
    return local;
  }

  #onCall(call: CallInfo, whileAway: boolean): void {
    const s = this.#snapshot;
    const sameChat = s.kind === 'private' && s.chatkey === call.chatkey;
    if (call.state === CALL_STATE.RINGING) {
      if (call.outgoing) {
        if (sameChat && s.status === CallStatus.Outgoing && this.#token === '') this.#token = call.token;
      } else if (s.status === CallStatus.Idle) {
        this.#token = call.token;
        this.#set({
          ...IDLE,
          status: CallStatus.Incoming,
          chatkey: call.chatkey,
          peer: call.peer,
          video: call.video,
        });
      } else if (sameChat && s.status === CallStatus.Incoming && this.#token !== call.token) {
        // NOTE: the peer rings again: the call that rang here ended while the hub was away, its end
        // still on the way. The ringing screen stays, for the new call.
        this.#token = call.token;
        this.#set({ video: call.video });
      }
      return;
    }
    // NOTE: matched by token, so the late end of an earlier call in the same chat is not this
    // one's. A call placed here hears nothing of its own before its token is known: its ring,
    // which names the token, comes first.
    if (!sameChat || call.token !== this.#token) return;
    if (s.status === CallStatus.Idle || s.status === CallStatus.Ended) return;
    if (call.state === CALL_STATE.ACCEPTED) {
      if (this.#mine !== call.chatkey) {
        // Answered on another device or tab: stop ringing here.
        this.#reset();
        return;
      }
      this.#set({ status: CallStatus.Active, startedAt: Date.now() });
      void this.#link(call.peer, call.outgoing);
      return;
    }
    if (s.status === CallStatus.Incoming) {
      // A call that stops ringing here unanswered (cancelled, missed, declined elsewhere) just goes.
      this.#reset();
      return;
    }
    // NOTE: cancelled or ended while this device's connection was away: by that loss, as the server
    // ends a call whose socket closes (a decline or a missed ring says so itself).
    const lost = whileAway && (call.state === CALL_STATE.CANCELLED || call.state === CALL_STATE.ENDED);
    this.#end(call.state, lost);
  }

  #onGroupRing(groupkey: number, from: number): void {
    if (this.#snapshot.status !== CallStatus.Idle || from === this.#me) return;
    this.#set({
      ...IDLE,
      status: CallStatus.Incoming,
      kind: 'group',
      chatkey: String(groupkey),
      groupkey,
      peer: from,
      video: true,
    });
  }

  async #onGroupState(
    groupkey: number,
    members: { uid: number; mic: boolean; camera: boolean }[],
  ): Promise<void> {
    const s = this.#snapshot;
    if (s.kind !== 'group' || s.groupkey !== groupkey) return;
    if (s.status === CallStatus.Incoming && members.length === 0) {
      this.#reset();
      return;
    }
    if (s.status !== CallStatus.Active) return;
    const me = this.#me;
    if (!members.some((m) => m.uid === me)) return;
    const others = members.filter((m) => m.uid !== me);
    for (const [uid, link] of this.#links) {
      if (!others.some((m) => m.uid === uid)) {
        link.close();
        this.#links.delete(uid);
      }
    }
    const streams = new Map(this.#snapshot.remotes.map((r) => [r.uid, r.stream]));
    this.#set({
      remotes: others.map((m) => ({
        uid: m.uid,
        mic: m.mic,
        camera: m.camera,
        stream: streams.get(m.uid) ?? null,
      })),
    });
    // NOTE: in each pair the lower uid offers, so two people never offer to each other at once.
    for (const m of others) if (!this.#links.has(m.uid)) await this.#link(m.uid, me < m.uid);
  }

  async #link(uid: number, offer: boolean): Promise<void> {
    if (this.#links.has(uid)) return;
    const s = this.#snapshot;
    const local = await this.#ensureMedia();
    const pc = await this.rtc.connection();
    const chatkey = s.chatkey;
    const group = s.kind === 'group';
    const link = new PeerLink(
      uid,
      pc,
      local,
      (signal) => {
        this.hub.sendCallSignal(chatkey, group ? { ...signal, to: uid } : signal).catch(() => {});
      },
      (stream) => this.#remoteStream(uid, stream),
    );
    if (this.#links.has(uid) || this.#snapshot.chatkey !== chatkey) {
      link.close();
      return;
    }
    this.#links.set(uid, link);
    if (!group && !this.#snapshot.remotes.some((r) => r.uid === uid)) {
      this.#set({ remotes: [{ uid, stream: null, mic: true, camera: s.video }] });
    }
    // NOTE: this link's early signals are taken out at once; the others stay where a link being made
    // beside this one finds them (taking all and putting the others back after each await lost them).
    const early = this.#early.filter((e) => e.from === uid);
    this.#early = this.#early.filter((e) => e.from !== uid);
    for (const { signal } of early) await link.handle(signal);
    if (offer) await link.offer();
  }

  #remoteStream(uid: number, stream: MediaStream): void {
    const remotes = this.#snapshot.remotes.map((r) => (r.uid === uid ? { ...r, stream } : r));
    this.#set({ remotes });
  }

  async #onSignal(chatkey: string, from: number, signal: CallSignal): Promise<void> {
    const s = this.#snapshot;
    if (s.chatkey !== chatkey || this.#mine !== chatkey) return;
    const link = this.#links.get(from);
    if (link) await link.handle(signal).catch(() => {});
    else this.#early.push({ from, signal });
  }

  #end(state: number, lost = false): void {
    this.#release();
    this.#set({ status: CallStatus.Ended, endState: state, lost, local: null, remotes: [] });
    clearTimeout(this.#endTimer);
    this.#endTimer = setTimeout(() => {
      if (this.#snapshot.status === CallStatus.Ended) this.#reset();
    }, ENDED_MS);
  }

  #release(): void {
    for (const link of this.#links.values()) link.close();
    this.#links.clear();
    this.#early = [];
    for (const track of this.#snapshot.local?.getTracks() ?? []) track.stop();
    this.#mine = '';
    this.#token = '';
  }

  #reset(): void {
    this.#release();
    this.#set(IDLE);
  }
}

/** The server's result code of a refused hub call, or 0. */
function resultOf(error: unknown): number {
  return isRefusal(error) ? error.result : 0;
}
