// The hub's calls against the real server: a call rings the callee's hub as a `call` event, the
// answer and the end reach both, signalling arrives parsed as `call-signal`, busy is a typed
// refusal (32), a hub that comes online while a call rings is rung, a ring whose end was pushed
// while the hub's network was cut stops in its tabs once it is back, and group-call pushes become
// `group-call` and `group-call-state` events.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CALL_STATE } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { CallMachine, CallStatus } from '../../src/features/calls/callMachine';
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

/** A tab's call machine on the hub (no media: these tabs only ring). */
function tabOf(hub: NodeHub): CallMachine {
  const noMedia = () => Promise.reject(new Error('a ringing tab needs no media'));
  return new CallMachine(
    { subscribe: (listener) => hub.core.on(listener), getState: () => hub.core.state(), ...hub.core.calls },
    { media: noMedia, connection: noMedia },
  );
}

const ringingTabs = (tabs: CallMachine[]) =>
  tabs.filter((tab) => tab.getSnapshot().status === CallStatus.Incoming).length;

test('a call cancelled while the callee’s network was cut stops ringing in every tab once the hub is back', async () => {
  const alice = await loggedIn();
  const bob = await behindProxy();
  await friends(alice, bob);
  await alice.hub.core.calls.startCall(bob.uid, true);
  const ring = await callEvent(bob.hub, CALL_STATE.RINGING);
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
  const alice = await loggedIn();
  const bob = await behindProxy();
  await friends(alice, bob);
  await alice.hub.core.calls.startCall(bob.uid, false);
  const ring = await callEvent(bob.hub, CALL_STATE.RINGING);
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
