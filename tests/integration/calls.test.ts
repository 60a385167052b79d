import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { MSG_TYPE } from '../../protocol/enums';
import { CALL_OPER, CALL_STATE, CALL_TYPE, RING_TIMEOUT_MS } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { startServer, type TestServer } from '../helpers/server';
import { call, callState, nextCallState, nextRecord, oper, readSignal, signal } from './calls-fixture';
import { befriend, Devices, eventually, keyOf, TestClock } from './chat-fixture';

let server: TestServer;
const clock = new TestClock();
const devices = new Devices(() => server);

beforeAll(async () => {
  server = await startServer({}, { now: clock.now, callSweepMs: 40 });
});
afterEach(() => devices.closeAll());
afterAll(async () => server?.close());

/** Alice (one h5 device, one app) and Bob (h5 and app), friends. */
async function pair() {
  const alice = await devices.newUser();
  const aliceApp = await devices.secondDevice(alice.uid, 'app');
  const bob = await devices.newUser();
  const bobApp = await devices.secondDevice(bob.uid, 'app');
  await befriend(alice, bob);
  return { alice, aliceApp, bob, bobApp, chatkey: keyOf(alice, bob) };
}

describe('private calls', () => {
  test('a call rings every device of both users, is accepted on one, carries signalling and ends with a record', async () => {
    const { alice, aliceApp, bob, bobApp, chatkey } = await pair();
    expect((await call(alice, chatkey, CALL_TYPE.VIDEO)).result).toBe(RESULT.SUCCESS);
    const rings = await Promise.all(
      [alice, aliceApp, bob, bobApp].map((d) => nextCallState(d, CALL_STATE.RINGING)),
    );
    for (const ring of rings) {
      expect(ring).toMatchObject({ srcuid: alice.uid, destuid: bob.uid, chatkey, calltype: CALL_TYPE.VIDEO });
      expect(ring.token).toBe(rings[0]?.token);
    }

    expect(await oper(bobApp, chatkey, CALL_OPER.ACCEPT)).toEqual({
      result: RESULT.SUCCESS,
      chatkey,
      opertype: CALL_OPER.ACCEPT,
    });
    // Bob's other device stops ringing: it hears the call was accepted.
    await Promise.all([alice, aliceApp, bob, bobApp].map((d) => nextCallState(d, CALL_STATE.ACCEPTED)));

    expect((await signal(alice, chatkey, { kind: 'offer', sdp: 'v=0 offer' })).result).toBe(RESULT.SUCCESS);
    const offer = await bobApp.client.nextPush('msg_voice_data_notify');
    expect(offer.srcuid).toBe(alice.uid);
    expect(readSignal(offer)).toEqual({ kind: 'offer', sdp: 'v=0 offer' });
    expect((await signal(bobApp, chatkey, { kind: 'answer', sdp: 'v=0 answer' })).result).toBe(1);
    expect(readSignal(await alice.client.nextPush('msg_voice_data_notify'))).toMatchObject({
      kind: 'answer',
    });

    clock.advance(65_000);
    expect((await oper(alice, chatkey, CALL_OPER.HANG_UP)).result).toBe(RESULT.SUCCESS);
    await Promise.all([alice, bobApp].map((d) => nextCallState(d, CALL_STATE.ENDED)));
    for (const device of [alice, bob]) {
      expect(await nextRecord(device)).toEqual({
        uid: alice.uid,
        calltype: CALL_TYPE.VIDEO,
        state: CALL_STATE.ENDED,
        duration: 65,
      });
    }
    const history = await bob.client.request('msg_get_msg_list_req', { chatkey, chatmsgno: 0 });
    expect(history.msg_list.at(-1)?.msgtype).toBe(MSG_TYPE.VOICE_CHAT_START);
    // The call is over: no more signalling, and a new call can be placed.
    expect((await signal(alice, chatkey, { kind: 'offer', sdp: 'late' })).result).toBe(
      RESULT.VOICE_CALL_ERROR,
    );
    expect((await call(bob, chatkey)).result).toBe(RESULT.SUCCESS);
  });

  test('a callee already in a call is busy (32), on the caller a busy record; the line frees when the call ends', async () => {
    const { alice, bob, chatkey } = await pair();
    const carol = await devices.newUser();
    await befriend(carol, bob);
    expect((await call(alice, chatkey)).result).toBe(RESULT.SUCCESS);
    await nextCallState(bob, CALL_STATE.RINGING);
    expect((await oper(bob, chatkey, CALL_OPER.ACCEPT)).result).toBe(RESULT.SUCCESS);

    const carolKey = keyOf(carol, bob);
    expect((await call(carol, carolKey)).result).toBe(RESULT.IS_CALLING);
    expect(await nextRecord(carol)).toMatchObject({ state: CALL_STATE.BUSY, duration: 0 });
    // Bob was never rung by Carol.
    expect(bob.client.pushes('msg_voice_call_notify').filter((n) => n.srcuid === carol.uid)).toEqual([]);
    // Alice, in the call, cannot place a second one either.
    const dave = await devices.newUser();
    await befriend(alice, dave);
    expect((await call(alice, keyOf(alice, dave))).result).toBe(RESULT.IS_CALLING);

    expect((await oper(bob, chatkey, CALL_OPER.HANG_UP)).result).toBe(RESULT.SUCCESS);
    expect((await call(carol, carolKey)).result).toBe(RESULT.SUCCESS);
  });

  test('the caller hanging up while it rings cancels it; the callee declining declines it', async () => {
    const { alice, bob, bobApp, chatkey } = await pair();
    expect((await call(alice, chatkey, CALL_TYPE.VOICE)).result).toBe(RESULT.SUCCESS);
    await nextCallState(bob, CALL_STATE.RINGING);
    // Only the callee may accept.
    expect((await oper(alice, chatkey, CALL_OPER.ACCEPT)).result).toBe(RESULT.VOICE_CALL_ERROR);
    expect((await oper(alice, chatkey, CALL_OPER.HANG_UP)).result).toBe(RESULT.SUCCESS);
    await nextCallState(bobApp, CALL_STATE.CANCELLED);
    expect(await nextRecord(bob)).toMatchObject({ state: CALL_STATE.CANCELLED, calltype: CALL_TYPE.VOICE });
    expect((await oper(bob, chatkey, CALL_OPER.ACCEPT)).result).toBe(RESULT.VOICE_CALL_ERROR);

    expect((await call(alice, chatkey)).result).toBe(RESULT.SUCCESS);
    await nextCallState(bob, CALL_STATE.RINGING);
    expect((await oper(bob, chatkey, CALL_OPER.DECLINE)).result).toBe(RESULT.SUCCESS);
    await nextCallState(alice, CALL_STATE.DECLINED);
    expect(await nextRecord(alice)).toMatchObject({ state: CALL_STATE.CANCELLED });
    expect(await nextRecord(alice)).toMatchObject({ state: CALL_STATE.DECLINED });
  });

  test('an unanswered call is missed after the ring timeout and leaves a record in the chat', async () => {
    const { alice, bob, chatkey } = await pair();
    expect((await call(alice, chatkey)).result).toBe(RESULT.SUCCESS);
    await nextCallState(bob, CALL_STATE.RINGING);
    clock.advance(RING_TIMEOUT_MS - 5000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bob.client.pushes('msg_voice_call_notify').map((n) => n.state)).toEqual([CALL_STATE.RINGING]);
    clock.advance(6000);
    await nextCallState(bob, CALL_STATE.MISSED);
    await nextCallState(alice, CALL_STATE.MISSED);
    expect(await nextRecord(bob)).toMatchObject({ uid: alice.uid, state: CALL_STATE.MISSED, duration: 0 });
    expect((await call(bob, chatkey)).result).toBe(RESULT.SUCCESS);
  });

  test('a call ends when the socket that accepted it closes', async () => {
    const { alice, bob, bobApp, chatkey } = await pair();
    expect((await call(alice, chatkey)).result).toBe(RESULT.SUCCESS);
    await nextCallState(bobApp, CALL_STATE.RINGING);
    expect((await oper(bobApp, chatkey, CALL_OPER.ACCEPT)).result).toBe(RESULT.SUCCESS);
    await nextCallState(alice, CALL_STATE.ACCEPTED);
    await bobApp.client.close();
    await nextCallState(alice, CALL_STATE.ENDED, 5000);
    await nextCallState(bob, CALL_STATE.RINGING);
    await eventually(async () => (await call(alice, chatkey)).result === RESULT.SUCCESS);
  });

  test('a party asks where its call is by the token the call request answered; to anyone else it does not exist', async () => {
    const { alice, bob, chatkey } = await pair();
    const carol = await devices.newUser();
    const placed = await call(alice, chatkey, CALL_TYPE.VOICE);
    expect(placed.result).toBe(RESULT.SUCCESS);
    const { token } = await nextCallState(bob, CALL_STATE.RINGING);
    expect(placed.token).toBe(token);
    expect(await callState(bob, token)).toEqual({
      result: RESULT.SUCCESS,
      srcuid: alice.uid,
      destuid: bob.uid,
      state: CALL_STATE.RINGING,
      chatkey,
      token,
      calltype: CALL_TYPE.VOICE,
    });
    expect((await oper(alice, chatkey, CALL_OPER.HANG_UP)).result).toBe(RESULT.SUCCESS);
    expect(await callState(alice, token)).toMatchObject({
      result: RESULT.SUCCESS,
      state: CALL_STATE.CANCELLED,
    });

    // Someone else's call is answered as a call that does not exist, field for field.
    const others = await callState(carol, token);
    expect(others).toEqual(await callState(carol, 'no-such-call'));
    expect(others).toMatchObject({ result: RESULT.VOICE_CALL_ERROR, srcuid: 0, state: 0, token: '' });
    expect((await callState(carol, '')).result).toBe(RESULT.FAIL);
    expect((await callState(carol, 'x'.repeat(65))).result).toBe(RESULT.FAIL);
  });

  test('the app reads its ICE servers at /api/ice (none configured here)', async () => {
    const response = await fetch(`${server.url}/api/ice`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ iceServers: [] });
  });

  test('calls need friends; signalling needs a call and a signal', async () => {
    const alice = await devices.newUser();
    const stranger = await devices.newUser();
    const chatkey = keyOf(alice, stranger);
    expect((await call(alice, chatkey)).result).toBe(RESULT.NOT_FRIEND);
    expect((await call(alice, chatkey, 7)).result).toBe(RESULT.FAIL);
    expect((await signal(alice, chatkey, { kind: 'offer', sdp: 'x' })).result).toBe(RESULT.VOICE_CALL_ERROR);
    const junk = await alice.client.request('msg_voice_data_req', {
      chatkey,
      voice_data: new Uint8Array([1, 2, 3]),
      ptime: 0,
    });
    expect(junk.result).toBe(RESULT.VOICE_CALL_ERROR);
  });
});
