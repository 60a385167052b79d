// A callee's device that comes online while a private call still rings (the app opened from the
// call's Web Push) is rung again with its offline data, once per connection, and can answer; a
// call cancelled, answered on another device or past its ring timeout rings nothing.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CALL_OPER, CALL_STATE, CALL_TYPE, RING_TIMEOUT_MS } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { addDeviceSession } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';
import {
  call,
  comeOnline,
  nextCallState,
  nextRecord,
  oper,
  readSignal,
  rings,
  signal,
} from './calls-fixture';
import { befriend, Devices, keyOf, TestClock } from './chat-fixture';

/** Alice online, and Bob, her friend, with no device online. */
async function aliceAndOfflineBob(devices: Devices) {
  const alice = await devices.newUser();
  const bob = await devices.newUser();
  await befriend(alice, bob);
  await bob.client.close();
  return { alice, bob: bob.user, chatkey: keyOf(alice, bob) };
}

describe('a callee coming online while the call rings', () => {
  let server: TestServer;
  const clock = new TestClock();
  const devices = new Devices(() => server);

  beforeAll(async () => {
    server = await startServer({}, { now: clock.now, callSweepMs: 40 });
  });
  afterEach(() => devices.closeAll());
  afterAll(async () => server?.close());

  test('is rung once on the new connection, answers, and both are in the call', async () => {
    const { alice, bob, chatkey } = await aliceAndOfflineBob(devices);
    expect((await call(alice, chatkey, CALL_TYPE.VIDEO)).result).toBe(RESULT.SUCCESS);
    const placed = await nextCallState(alice, CALL_STATE.RINGING);

    clock.advance(10_000);
    const phone = await comeOnline(devices, bob);
    expect(rings(phone)).toEqual([
      {
        srcuid: alice.uid,
        destuid: bob.uid,
        state: CALL_STATE.RINGING,
        chatkey,
        token: placed.token,
        calltype: CALL_TYPE.VIDEO,
      },
    ]);
    // Once per connection: asking for the offline data again does not ring it again.
    await phone.client.request('msg_offline_data_req', {});
    await phone.client.request('msg_heart_test', {});
    expect(rings(phone)).toHaveLength(1);

    expect((await oper(phone, chatkey, CALL_OPER.ACCEPT)).result).toBe(RESULT.SUCCESS);
    await Promise.all([alice, phone].map((d) => nextCallState(d, CALL_STATE.ACCEPTED)));
    expect((await signal(alice, chatkey, { kind: 'offer', sdp: 'v=0 late' })).result).toBe(RESULT.SUCCESS);
    expect(readSignal(await phone.client.nextPush('msg_voice_data_notify'))).toEqual({
      kind: 'offer',
      sdp: 'v=0 late',
    });
    expect((await oper(phone, chatkey, CALL_OPER.HANG_UP)).result).toBe(RESULT.SUCCESS);
    await nextCallState(alice, CALL_STATE.ENDED);
    expect(await nextRecord(alice)).toMatchObject({ state: CALL_STATE.ENDED });
  });

  test('a call the caller cancelled rings no device that connects after', async () => {
    const { alice, bob, chatkey } = await aliceAndOfflineBob(devices);
    expect((await call(alice, chatkey, CALL_TYPE.VOICE)).result).toBe(RESULT.SUCCESS);
    const phone = await comeOnline(devices, bob);
    expect(rings(phone)).toHaveLength(1);

    expect((await oper(alice, chatkey, CALL_OPER.HANG_UP)).result).toBe(RESULT.SUCCESS);
    await nextCallState(phone, CALL_STATE.CANCELLED);
    const app = await comeOnline(devices, await addDeviceSession(server.db, bob.uid), 'app');
    expect(rings(app)).toEqual([]);
    expect((await oper(app, chatkey, CALL_OPER.ACCEPT)).result).toBe(RESULT.VOICE_CALL_ERROR);
  });

  test('a call answered on one device does not ring a device that connects after', async () => {
    const { alice, bob, chatkey } = await aliceAndOfflineBob(devices);
    expect((await call(alice, chatkey)).result).toBe(RESULT.SUCCESS);
    const phone = await comeOnline(devices, bob);
    expect(rings(phone)).toHaveLength(1);
    expect((await oper(phone, chatkey, CALL_OPER.ACCEPT)).result).toBe(RESULT.SUCCESS);
    await nextCallState(alice, CALL_STATE.ACCEPTED);

    const app = await comeOnline(devices, await addDeviceSession(server.db, bob.uid), 'app');
    expect(rings(app)).toEqual([]);
    // The call goes on, held by the phone.
    expect((await signal(alice, chatkey, { kind: 'offer', sdp: 'v=0' })).result).toBe(RESULT.SUCCESS);
    await phone.client.nextPush('msg_voice_data_notify');
    expect((await oper(alice, chatkey, CALL_OPER.HANG_UP)).result).toBe(RESULT.SUCCESS);
    await nextCallState(phone, CALL_STATE.ENDED);
  });

  test('a call that rang out is missed and rings no device that connects after', async () => {
    const { alice, bob, chatkey } = await aliceAndOfflineBob(devices);
    expect((await call(alice, chatkey)).result).toBe(RESULT.SUCCESS);
    clock.advance(RING_TIMEOUT_MS - 5000);
    const phone = await comeOnline(devices, bob);
    expect(rings(phone)).toHaveLength(1);

    clock.advance(6000);
    await nextCallState(alice, CALL_STATE.MISSED);
    await nextCallState(phone, CALL_STATE.MISSED);
    const app = await comeOnline(devices, await addDeviceSession(server.db, bob.uid), 'app');
    expect(rings(app)).toEqual([]);
  });
});

describe('a callee coming online after the ring timeout, before the sweep', () => {
  let server: TestServer;
  const clock = new TestClock();
  const devices = new Devices(() => server);

  beforeAll(async () => {
    // NOTE: the sweep does not run within the test, so the call is still stored as ringing.
    server = await startServer({}, { now: clock.now, callSweepMs: 3_600_000 });
  });
  afterEach(() => devices.closeAll());
  afterAll(async () => server?.close());

  test('is not rung for a call past its ring timeout', async () => {
    const { alice, bob, chatkey } = await aliceAndOfflineBob(devices);
    expect((await call(alice, chatkey)).result).toBe(RESULT.SUCCESS);
    clock.advance(RING_TIMEOUT_MS - 1000);
    expect(rings(await comeOnline(devices, bob))).toHaveLength(1);

    clock.advance(2000);
    const app = await comeOnline(devices, await addDeviceSession(server.db, bob.uid), 'app');
    expect(rings(app)).toEqual([]);
  });
});
