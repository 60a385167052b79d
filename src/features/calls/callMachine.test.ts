import { expect, test } from 'vitest';
import { CALL_STATE, type CallSignal } from '../../../protocol/messaging';
import { type CallHub, CallMachine, CallStatus } from './callMachine';
import type { Rtc } from './rtc';

// The call machine driven by test doubles of the hub and the browser's WebRTC (rtc.ts).

type HubEvent = Parameters<Parameters<CallHub['subscribe']>[0]>[0];

/** A peer connection that takes a macrotask for each description, as a browser's does. */
class FakeConnection {
  remoteDescription: { type: string; sdp: string } | null = null;
  readonly applied: string[] = [];
  onicecandidate: unknown = null;
  ontrack: unknown = null;
  addTrack(): void {}
  getSenders(): [] {
    return [];
  }
  async createOffer() {
    return { type: 'offer', sdp: 'offer-sdp' };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'answer-sdp' };
  }
  async setLocalDescription(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  async setRemoteDescription(description: { type: string; sdp: string }): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 0));
    this.remoteDescription = description;
    this.applied.push(description.type);
  }
  async addIceCandidate(): Promise<void> {}
  close(): void {}
}

function harness(me: number) {
  let emit: (event: HubEvent) => void = () => {};
  const sent: { chatkey: string; signal: CallSignal & { to?: number } }[] = [];
  const hub = {
    subscribe(listener: (event: HubEvent) => void) {
      emit = listener;
      return () => {};
    },
    getState: () => ({ uid: me }),
    ringingCall: async () => null,
    startCall: async () => 'new',
    answerCall: async () => {},
    sendCallSignal: async (chatkey: string, signal: CallSignal & { to?: number }) => {
      sent.push({ chatkey, signal });
    },
    startGroupCall: async () => {},
    joinGroupCall: async () => {},
    setGroupCallMedia: async () => {},
  } as unknown as CallHub;
  const stream = { getTracks: () => [] } as unknown as MediaStream;
  const rtc: Rtc = {
    media: async () => stream,
    connection: async () => new FakeConnection() as unknown as RTCPeerConnection,
  };
  return { machine: new CallMachine(hub, rtc), emit: (event: HubEvent) => emit(event), sent };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

test('in a group call, offers that came before their links are all answered, when two states arrive together', async () => {
  // 30 joins a call of 10 and 20; both have lower uids, so both offer to 30.
  const { machine, emit, sent } = harness(30);
  const groupkey = 500;
  emit({ type: 'group-call', groupkey, from: 10 } as HubEvent);
  expect(machine.getSnapshot().status).toBe(CallStatus.Incoming);
  await machine.accept();
  expect(machine.getSnapshot().status).toBe(CallStatus.Active);
  const chatkey = String(groupkey);
  const offer = { kind: 'offer', sdp: 'offer-sdp' } as CallSignal;
  emit({ type: 'call-signal', chatkey, from: 10, signal: offer } as HubEvent);
  emit({ type: 'call-signal', chatkey, from: 20, signal: offer } as HubEvent);
  // The state with 10, then at once the state with 20 as well: their links are made side by side.
  const member = (uid: number) => ({ uid, mic: true, camera: true });
  emit({ type: 'group-call-state', groupkey, members: [member(10), member(30)] } as HubEvent);
  emit({ type: 'group-call-state', groupkey, members: [member(10), member(20), member(30)] } as HubEvent);
  await settle();
  const answeredTo = sent.filter((s) => s.signal.kind === 'answer').map((s) => s.signal.to);
  expect(answeredTo.sort()).toEqual([10, 20]);
  expect(machine.getSnapshot().remotes.map((r) => r.uid)).toEqual([10, 20]);
});

test('a call placed here ends by its token: not by the late end of an earlier call in its chat', async () => {
  const { machine, emit } = harness(10);
  const chatkey = '10:20';
  const call = (token: string, state: number, whileAway = false) =>
    emit({
      type: 'call',
      call: { token, chatkey, peer: 20, outgoing: true, video: false, state },
      whileAway,
    } as HubEvent);
  await machine.call(20, chatkey, false);
  expect(machine.getSnapshot().status).toBe(CallStatus.Outgoing);
  // The hub learns, after a reconnect, that the earlier call of this chat was cancelled.
  call('old', CALL_STATE.CANCELLED, true);
  expect(machine.getSnapshot().status).toBe(CallStatus.Outgoing);
  call('new', CALL_STATE.RINGING);
  call('new', CALL_STATE.CANCELLED, true);
  expect(machine.getSnapshot()).toMatchObject({
    status: CallStatus.Ended,
    endState: CALL_STATE.CANCELLED,
    lost: true,
  });
});
