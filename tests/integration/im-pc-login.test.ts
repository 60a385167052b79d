import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { RESULT } from '../../protocol/result';
import { createGuest, ImClient, newDeviceId } from '../helpers/imClient';
import { startServer, type TestServer } from '../helpers/server';

let server: TestServer;
const clients: ImClient[] = [];
const utf8 = new TextEncoder();

async function connect(): Promise<ImClient> {
  const client = await ImClient.connect(server.url);
  clients.push(client);
  return client;
}

/** A PC socket that asked for a QR login: its device id, secret and the flow from the push. */
async function startQr() {
  const pc = await connect();
  const deviceid = newDeviceId('pc');
  const secret = `pc-secret-${deviceid}-0123456789`;
  const reply = await pc.request('msg_pc_login_req', { uid: 0, fastkey: secret, deviceid, version: '2.0' });
  expect(reply.result).toBe(RESULT.PC_QRCODE_ERROR);
  const { pcflow } = await pc.nextPush('msg_pc_flow_notify');
  expect(pcflow).toHaveLength(16);
  return { pc, deviceid, secret, pcflow };
}

beforeAll(async () => {
  server = await startServer();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(async () => server?.close());

test('PC QR login: the app approves the flow, the waiting PC socket is logged in, its secret logs it in later', async () => {
  const owner = await createGuest(server.url);
  const app = await connect();
  expect((await app.login({ ...owner, kind: 'app' })).result).toBe(1);
  const { pc, deviceid, secret, pcflow } = await startQr();

  const approved = await app.request('msg_pc_auth_req', { pcflow, pckey: utf8.encode(deviceid) });
  expect(approved.result).toBe(RESULT.SUCCESS);
  expect(await pc.nextPush('msg_pc_data_notify')).toEqual({ uid: owner.uid });
  expect((await pc.nextPush('msg_user_data_notify')).base_data.uid).toBe(owner.uid);
  expect((await pc.request('msg_get_user_info_req', { uid: owner.uid })).user_info.uid).toBe(owner.uid);

  // A used flow cannot be approved again.
  expect((await app.request('msg_pc_auth_req', { pcflow, pckey: utf8.encode(deviceid) })).result).toBe(31);

  await pc.close();
  const again = await connect();
  const login = await again.request('msg_pc_login_req', {
    uid: owner.uid,
    fastkey: secret,
    deviceid,
    version: '2.0',
  });
  expect(login.result).toBe(1);
  // The app session is untouched by the PC (other kind).
  expect(app.closed).toBeUndefined();
});

test('PC auth refuses an unknown flow, another device, and a session that is not the app', async () => {
  const owner = await createGuest(server.url);
  const app = await connect();
  await app.login({ ...owner, kind: 'app' });
  const { pc, deviceid, pcflow } = await startQr();

  expect(
    (await app.request('msg_pc_auth_req', { pcflow: new Uint8Array(16), pckey: utf8.encode(deviceid) }))
      .result,
  ).toBe(31);
  expect((await app.request('msg_pc_auth_req', { pcflow, pckey: utf8.encode('another-pc') })).result).toBe(
    31,
  );
  expect(
    (await app.request('msg_pc_auth_req', { pcflow: pcflow.subarray(0, 8), pckey: utf8.encode(deviceid) }))
      .result,
  ).toBe(31);

  const h5 = await connect();
  await h5.login({ ...(await createGuest(server.url)), kind: 'h5' });
  expect((await h5.request('msg_pc_auth_req', { pcflow, pckey: utf8.encode(deviceid) })).result).toBe(
    RESULT.FAIL,
  );

  expect(pc.pushes('msg_pc_data_notify')).toHaveLength(0);
  // The flow is still open for the right approver.
  expect((await app.request('msg_pc_auth_req', { pcflow, pckey: utf8.encode(deviceid) })).result).toBe(1);
  expect(await pc.nextPush('msg_pc_data_notify')).toEqual({ uid: owner.uid });
});

test('a QR login needs a secret of 16+ characters and a device id', async () => {
  const pc = await connect();
  const short = await pc.request('msg_pc_login_req', {
    uid: 0,
    fastkey: 'short',
    deviceid: newDeviceId('pc'),
  });
  expect(short.result).toBe(RESULT.FAIL);
  const noDevice = await pc.request('msg_pc_login_req', { uid: 0, fastkey: 'x'.repeat(32), deviceid: '' });
  expect(noDevice.result).toBe(RESULT.FAIL);
  expect(pc.pushes('msg_pc_flow_notify')).toHaveLength(0);
});
