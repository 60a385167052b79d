// The hub's calls against the real server: a call rings the callee's hub as a `call` event, the
// answer and the end reach both, signalling arrives parsed as `call-signal`, busy is a typed
// refusal (32), a hub that comes online while a call rings is rung, a call that ended while a
// hub's network was cut ends in its tabs once it is back (the callee's ring stops, the caller's
// screen says the connection was lost), matched by the call's token, and group-call pushes become
// `group-call` and `group-call-state` events.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { chatKey, chatKeyToString } from '../../protocol/chatkey';
import { CALL_STATE } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { CallMachine, type CallSnapshot, CallStatus } from '../../src/features/calls/callMachine';
import { type CallInfo, type HubEvent, Status } from '../../workers/api';
import { isRefusal } from '../../workers/errors';
import { startServer, type TestServer } from '../helpers/server';
import { guest, loginOf, type NodeHub, nodeHub, via, waitFor } from './hub-fixture';
import { TcpProxy } from './hub-proxy';

let server: TestServer;
const hubs: NodeHub[] = [];
const proxies: TcpProxy[] = [];
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  for (const hub of hubs) await hub.close().catch(() => {});
  for (const proxy of proxies) await proxy.close();
  await server?.close();
});

async function loggedIn(): Promise<{ hub: NodeHub; uid: number }> {
  const g = await guest(server.url);
  const hub = nodeHub();
  hubs.push(hub);
  await hub.core.login(loginOf(g));
  await hub.core.whenOnline(5000);
  return { hub, uid: g.uid };
}

async function friends(a: { hub: NodeHub; uid: number }, b: { hub: NodeHub; uid: number }): Promise<void> {
  const profile = await a.hub.core.calls.findUser({ uid: b.uid });
  await a.hub.core.calls.addFriend({ fid: Number(profile.fid) }, 'hi');
  await b.hub.core.calls.handleFriendApply(a.uid, true);
}

const callEvent = (hub: NodeHub, state: number): Promise<CallInfo> =>
  waitFor(
    () =>
      hub.events.find(
        (e): e is Extract<HubEvent, { type: 'call' }> => e.type === 'call' && e.call.state === state,
      )?.call,
    5000,
    `call state ${state}`,
  );

test('a call rings the other hub, is answered, carries signalling and ends on both; busy is 32', async () => {
  const alice = await loggedIn();
  const bob = await loggedIn();
  const carol = await loggedIn();
  await friends(alice, bob);
  await friends(carol, bob);

  await alice.hub.core.calls.startCall(bob.uid, true);
  const ring = await callEvent(bob.hub, CALL_STATE.RINGING);
  expect(ring).toMatchObject({ peer: alice.uid, outgoing: false, video: true });
  expect(await callEvent(alice.hub, CALL_STATE.RINGING)).toMatchObject({
    peer: bob.uid,
    outgoing: true,
    token: ring.token,
  });

  await bob.hub.core.calls.answerCall(ring.chatkey, 'accept');
  await callEvent(alice.hub, CALL_STATE.ACCEPTED);
  await alice.hub.core.calls.sendCallSignal(ring.chatkey, { kind: 'offer', sdp: 'v=0 hub' });
  const signal = await waitFor(
    () =>
      bob.hub.events.find((e): e is Extract<HubEvent, { type: 'call-signal' }> => e.type === 'call-signal'),
    5000,
    'the offer',
  );
  expect(signal).toMatchObject({
    chatkey: ring.chatkey,
    from: alice.uid,
    signal: { kind: 'offer', sdp: 'v=0 hub' },
  });

  const busy = await carol.hub.core.calls.startCall(bob.uid, false).catch((e: unknown) => e);
  expect(isRefusal(busy) && busy.result).toBe(RESULT.IS_CALLING);

  await bob.hub.core.calls.answerCall(ring.chatkey, 'hangup');
  await callEvent(alice.hub, CALL_STATE.ENDED);
  await callEvent(bob.hub, CALL_STATE.ENDED);
});

test('a hub that comes online while a call to its user rings gets the ring once and answers it', async () => {
  const alice = await loggedIn();
  const g = await guest(server.url);
  const first = nodeHub();
  hubs.push(first);
  await first.core.login(loginOf(g));
  await first.core.whenOnline(5000);
  await friends(alice, { hub: first, uid: g.uid });
  // Bob closes the app: no hub of his is online when Alice calls.
  await first.close();

  await alice.hub.core.calls.startCall(g.uid, false);
  const placed = await callEvent(alice.hub, CALL_STATE.RINGING);
  const bob = nodeHub();
  hubs.push(bob);
  await bob.core.login(loginOf(g));
  const ring = await callEvent(bob, CALL_STATE.RINGING);
  expect(ring).toMatchObject({ peer: alice.uid, outgoing: false, video: false, token: placed.token });
  // A tab whose call screen comes after the ring's event asks the hub for it.
  expect(await bob.core.calls.ringingCall()).toEqual(ring);
  expect(await alice.hub.core.calls.ringingCall()).toBeNull();

  await bob.core.calls.answerCall(ring.chatkey, 'accept');
  await callEvent(alice.hub, CALL_STATE.ACCEPTED);
  await callEvent(bob, CALL_STATE.ACCEPTED);
  expect(await bob.core.calls.ringingCall()).toBeNull();
  const rings = bob.events.filter((e) => e.type === 'call' && e.call.state === CALL_STATE.RINGING);
  expect(rings).toHaveLength(1);
  await alice.hub.core.calls.answerCall(ring.chatkey, 'hangup');
  await callEvent(bob, CALL_STATE.ENDED);
});

/** A user whose hub reaches the server through a proxy, so the test can cut its network. */
async function behindProxy(): Promise<{ hub: NodeHub; uid: number; proxy: TcpProxy }> {
  const proxy = await TcpProxy.start(Number(new URL(server.url).port));
  proxies.push(proxy);
  const g = await guest(server.url);
  const hub = nodeHub();
  hubs.push(hub);
  await hub.core.login(via(loginOf(g), proxy.port));
  await hub.core.whenOnline(5000);
  return { hub, uid: g.uid, proxy };
}

/** Drops the hub's socket and refuses new ones (a lost network), until {@link reconnect}. */
async function cut(user: { hub: NodeHub; proxy: TcpProxy }): Promise<void> {
  user.proxy.mode = 'refuse';
  user.proxy.resetAll();
  await waitFor(() => user.hub.core.state().connection.status !== Status.Online, 5000, 'the hub offline');
}

async function reconnect(user: { hub: NodeHub; proxy: TcpProxy }): Promise<void> {
  user.proxy.mode = 'pass';
  await waitFor(
    () => user.hub.core.state().connection.status === Status.Online,
    15_000,
    'the hub back online',
  );
}

/** A peer connection that answers every step at once (Node has no WebRTC; no media flows here). */
const stillConnection = {
  remoteDescription: null,
  addTrack() {},
  getSenders: () => [],
  createOffer: async () => ({ type: 'offer', sdp: 'v=0 test' }),
  createAnswer: async () => ({ type: 'answer', sdp: 'v=0 test' }),
  setLocalDescription: async () => {},
  setRemoteDescription: async () => {},
  addIceCandidate: async () => {},
  close() {},
};

/** A tab's call machine on the hub, with stand-ins for the camera and the peer connection. */
function tabOf(hub: NodeHub): CallMachine {
  return new CallMachine(
    { subscribe: (listener) => hub.core.on(listener), getState: () => hub.core.state(), ...hub.core.calls },
    {
      media: async () => ({ getTracks: () => [] }) as unknown as MediaStream,
      connection: async () => ({ ...stillConnection }) as unknown as RTCPeerConnection,
    },
  );
}

/** Every screen a tab showed from now on (its snapshots, in order). */
function screensOf(tab: CallMachine): CallSnapshot[] {
  const screens: CallSnapshot[] = [];
  tab.subscribe(() => screens.push(tab.getSnapshot()));
  return screens;
}

const ringingTabs = (tabs: CallMachine[]) =>
  tabs.filter((tab) => tab.getSnapshot().status === CallStatus.Incoming).length;

/**
 * Alice and Bob, friends, each behind a proxy: Alice's tab calls Bob (video or not) and the call
 * rings Bob's hub.
 */
async function ringingCall(video: boolean) {
  const alice = await behindProxy();
  const bob = await behindProxy();
  await friends(alice, bob);
  const caller = tabOf(alice.hub);
  await caller.call(bob.uid, chatKeyToString(chatKey(alice.uid, bob.uid)), video);
  expect(caller.getSnapshot().status).toBe(CallStatus.Outgoing);
  const ring = await callEvent(bob.hub, CALL_STATE.RINGING);
  return { alice, bob, caller, ring };
}

test('a call cancelled while the callee’s network was cut stops ringing in every tab once the hub is back', async () => {
  const { alice, bob, ring } = await ringingCall(true);
  const tabs = [tabOf(bob.hub)];
  await waitFor(() => ringingTabs(tabs) === 1, 5000, 'the tab ringing');

  await cut(bob);
  // A tab opened while the hub is away rings too: the ring is the hub's last word on the call.
  tabs.push(tabOf(bob.hub));
  await waitFor(() => ringingTabs(tabs) === 2, 5000, 'both tabs ringing');
  await alice.hub.core.calls.answerCall(ring.chatkey, 'hangup');
  await callEvent(alice.hub, CALL_STATE.CANCELLED);

  await reconnect(bob);
  await waitFor(() => ringingTabs(tabs) === 0, 5000, 'the tabs to stop ringing');
  expect(await bob.hub.core.calls.ringingCall()).toBeNull();
  const ends = bob.hub.events.filter(
    (e) => e.type === 'call' && e.call.token === ring.token && e.call.state !== CALL_STATE.RINGING,
  );
  expect(ends).toHaveLength(1);
}, 30_000);

test('a call still ringing when the callee’s hub is back keeps ringing there and can be answered', async () => {
  const { alice, bob, ring } = await ringingCall(false);
  const tab = tabOf(bob.hub);
  await waitFor(() => ringingTabs([tab]) === 1, 5000, 'the tab ringing');

  await cut(bob);
  await reconnect(bob);
  // The offline data rings the new connection again; once the hub has settled after it, the ring
  // still holds and no end reached the tabs.
  const isRing = (e: HubEvent) =>
    e.type === 'call' && e.call.token === ring.token && e.call.state === CALL_STATE.RINGING;
  await waitFor(() => bob.hub.events.filter(isRing).length === 2, 5000, 'the ring again');
  await bob.hub.core.settled();
  expect(ringingTabs([tab])).toBe(1);
  expect(await bob.hub.core.calls.ringingCall()).toEqual(ring);
  expect(bob.hub.events.filter((e) => e.type === 'call' && e.call.token === ring.token)).toHaveLength(2);

  await bob.hub.core.calls.answerCall(ring.chatkey, 'accept');
  await callEvent(alice.hub, CALL_STATE.ACCEPTED);
  await alice.hub.core.calls.answerCall(ring.chatkey, 'hangup');
  await callEvent(bob.hub, CALL_STATE.ENDED);
}, 30_000);

test('a call whose caller’s network was cut while it rang ends on the caller’s screen once the hub is back', async () => {
  const { alice, bob, caller, ring } = await ringingCall(true);
  const screens = screensOf(caller);

  // The server cancels the call when the socket that placed it closes; only Bob hears it.
  await cut(alice);
  await callEvent(bob.hub, CALL_STATE.CANCELLED);
  expect(caller.getSnapshot().status).toBe(CallStatus.Outgoing);

  await reconnect(alice);
  const ended = await waitFor(
    () => screens.find((s) => s.status === CallStatus.Ended),
    5000,
    'the caller’s screen to end',
  );
  expect(ended).toMatchObject({ endState: CALL_STATE.CANCELLED, lost: true });
  expect(alice.hub.events.filter((e) => e.type === 'call' && e.call.token === ring.token).at(-1)).toEqual({
    type: 'call',
    call: expect.objectContaining({ state: CALL_STATE.CANCELLED, outgoing: true }),
    whileAway: true,
  });
}, 30_000);

test('an accepted call whose caller’s network was cut ends on the caller’s screen once the hub is back', async () => {
  const { alice, bob, caller, ring } = await ringingCall(false);
  await bob.hub.core.calls.answerCall(ring.chatkey, 'accept');
  await waitFor(() => caller.getSnapshot().status === CallStatus.Active, 5000, 'the caller in the call');
  const screens = screensOf(caller);

  await cut(alice);
  await callEvent(bob.hub, CALL_STATE.ENDED);
  expect(caller.getSnapshot().status).toBe(CallStatus.Active);

  await reconnect(alice);
  const ended = await waitFor(
    () => screens.find((s) => s.status === CallStatus.Ended),
    5000,
    'the caller’s screen to end',
  );
  expect(ended).toMatchObject({ endState: CALL_STATE.ENDED, lost: true });
}, 30_000);

test('the late end of a call does not end the newer call in the same chat: the callee’s screen rings on', async () => {
  const { alice, bob, ring } = await ringingCall(true);
  const tab = tabOf(bob.hub);
  await waitFor(() => ringingTabs([tab]) === 1, 5000, 'the tab ringing');

  // While Bob is away Alice cancels and calls again: Bob's hub learns both once it is back, the
  // new ring with the offline data, the old call's end from the server after it.
  await cut(bob);
  await alice.hub.core.calls.answerCall(ring.chatkey, 'hangup');
  await callEvent(alice.hub, CALL_STATE.CANCELLED);
  const again = await alice.hub.core.calls.startCall(bob.uid, true);
  const screens = screensOf(tab);
  await reconnect(bob);
  await waitFor(
    () => bob.hub.events.some((e) => e.type === 'call' && e.call.token === ring.token && e.whileAway),
    5000,
    'the old call’s end',
  );
  await bob.hub.core.settled();
  expect(screens.map((s) => s.status)).not.toContain(CallStatus.Idle);
  expect(tab.getSnapshot().status).toBe(CallStatus.Incoming);

  // The screen answers the new call.
  await tab.accept();
  await waitFor(() => tab.getSnapshot().status === CallStatus.Active, 5000, 'Bob in the new call');
  expect((await callEvent(alice.hub, CALL_STATE.ACCEPTED)).token).toBe(again);
}, 30_000);

test('group calls: the ring and who is in the call, with microphone and camera, reach the members’ hubs', async () => {
  const host = await loggedIn();
  const member = await loggedIn();
  const group = await host.hub.core.calls.createGroup([member.uid], 'hub call');
  await host.hub.core.calls.startGroupCall(group.groupkey);
  await waitFor(
    () =>
      member.hub.events.find(
        (e) => e.type === 'group-call' && e.groupkey === group.groupkey && e.from === host.uid,
      ),
    5000,
    'the ring',
  );
  await member.hub.core.calls.joinGroupCall(group.groupkey, true);
  await member.hub.core.calls.setGroupCallMedia(group.groupkey, false, true);
  await waitFor(
    () =>
      host.hub.events.find(
        (e) =>
          e.type === 'group-call-state' &&
          e.members.some((m) => m.uid === member.uid && !m.mic && m.camera) &&
          e.members.some((m) => m.uid === host.uid && m.mic),
      ),
    5000,
    'the member muted with the camera on',
  );
  const outside = await loggedIn();
  const refused = await outside.hub.core.calls
    .setGroupCallMedia(group.groupkey, true, true)
    .catch((e: unknown) => e);
  expect(isRefusal(refused) && refused.result).toBe(RESULT.NOT_GROUP_MEMBER);
});
