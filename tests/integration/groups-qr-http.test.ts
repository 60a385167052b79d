import { afterAll, beforeAll, expect, test } from 'vitest';
import { RESULT } from '../../protocol/result';
import { addDeviceSession } from '../helpers/imClient';
import { imCall, startServer, type TestServer } from '../helpers/server';
import { connectAs, makeUsers } from './groups-fixture';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

test('a member fetches a group QR code over the IM API and a newcomer joins with it', async () => {
  const [host, member, newcomer] = await makeUsers(server.db, 3);
  if (!host || !member || !newcomer) throw new Error('no users');
  const hostSocket = await connectAs(server.url, server.db, host);
  const created = await hostSocket.request('msg_create_group_req', { uids: [member], groupname: '周末球局' });
  expect(created.result).toBe(1);
  const groupkey = created.group_info.groupkey;

  const session = await addDeviceSession(server.db, member);
  const code = await imCall(
    server.url,
    'IMTools.getGroupQrCode',
    { groupkey, fastkey: session.fastkey },
    { uid: member },
  );
  expect(code.ret).toBe(0);
  const verify = String(code.verify);
  expect(String(code.qrcode)).toContain(encodeURIComponent(verify));

  const joiner = await connectAs(server.url, server.db, newcomer);
  const forged = `${verify.slice(0, -2)}AA`;
  expect(
    (await joiner.request('msg_join_group_by_qrcode_req', { groupkey, otheruid: member, verify: forged }))
      .result,
  ).toBe(RESULT.INVALID_GROUP_QRCODE);
  expect(
    (await joiner.request('msg_join_group_by_qrcode_req', { groupkey, otheruid: member, verify })).result,
  ).toBe(RESULT.SUCCESS);

  // A stranger gets no code, and a wrong fast key is refused.
  const [stranger] = await makeUsers(server.db, 1);
  if (!stranger) throw new Error('no user');
  const strangerSession = await addDeviceSession(server.db, stranger);
  const refused = await imCall(
    server.url,
    'IMTools.getGroupQrCode',
    { groupkey, fastkey: strangerSession.fastkey },
    { uid: stranger },
  );
  expect(refused.ret).toBe(RESULT.NOT_GROUP_MEMBER);
  const badKey = await imCall(
    server.url,
    'IMTools.getGroupQrCode',
    { groupkey, fastkey: 'nope' },
    { uid: member },
  );
  expect(badKey.ret).toBe(RESULT.FAST_KEY_ERROR);
  await Promise.all([hostSocket.close(), joiner.close()]);
});
