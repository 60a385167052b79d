// Red-packet claims per second on this machine, SQLite, each figure beside its peer:
//   sportlive  msg_get_redbag_req over 20 WebSockets to the real server: access check, the claim
//              transaction (guarded leftnum, share, wallet credit, money log, type-8 message) and
//              its pushes: 50 packets of 20 shares, each claimed out by 20 sockets (1,000 claims)
//   bare SQL   the same guarded updates in a loop on a second connection to the same file, with
//              prepared better-sqlite3 statements and nothing else (the ceiling)
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { RESULT } from '../../protocol/result';
import { startServer } from '../helpers/server';
import { payUsers, redbagIdOf, sendGroupRedPacket, socketsOf } from '../integration/money-fixture';

const SOCKETS = 20;
const PACKETS = 50;

export async function run(): Promise<void> {
  const server = await startServer();
  try {
    const users = await payUsers(server.db, SOCKETS + 1, 10_000_000);
    const uids = users.map((u) => u.uid);
    const [host, ...rest] = await socketsOf([server.url], server.db, uids.slice(0, SOCKETS + 1));
    if (!host) throw new Error('no host');
    const { group_info } = await host.request('msg_create_group_req', {
      uids: uids.slice(1),
      groupname: 'bench',
    });
    // NOTE: twice the packets: the first half for the sockets, the second for the bare loop.
    const sent: number[] = [];
    for (let i = 0; i < 2 * PACKETS; i++) {
      sent.push(redbagIdOf((await sendGroupRedPacket(host, group_info.groupkey, 100_000, SOCKETS)).msg_info));
    }
    const packets = sent.slice(0, PACKETS);
    const bare = sent.slice(PACKETS);
    let started = performance.now();
    const replies = await Promise.all(
      rest.map(async (client) => {
        const results: number[] = [];
        for (const redbag_id of packets)
          results.push((await client.request('msg_get_redbag_req', { redbag_id })).result);
        return results;
      }),
    );
    const wsSeconds = (performance.now() - started) / 1000;
    const ok = replies.flat().filter((r) => r === RESULT.SUCCESS).length;
    if (ok !== SOCKETS * PACKETS) throw new Error(`expected ${SOCKETS * PACKETS} claims, got ${ok}`);
    for (const client of [host, ...rest]) await client.close();

    // The bare loop: packets of the same shape, claimed by the same users, the same guarded updates.
    const db = new SQLite(join(server.config.dataDir, 'sportlive.db'));
    db.pragma('busy_timeout = 5000');
    const take = db.prepare(
      'update red_packets set leftnum = leftnum - 1 where redbag_id = ? and status = 1 and leftnum > 0 and expires_at > ? returning leftnum, redbagnum',
    );
    const share = db.prepare(
      'update red_packet_shares set uid = ?, claimed_at = ? where redbag_id = ? and seq = ? and uid is null returning amount',
    );
    const left = db.prepare('update red_packets set leftvalue = leftvalue - ? where redbag_id = ?');
    const credit = db.prepare(
      'update wallets set coin = coin + ? where uid = ? and cointype = 0 and coin <= 2147483647 - ?',
    );
    const log = db.prepare(
      "insert into money_log (uid, otheruid, othername, moneytype, amount, remarks, ptime, orderid, cointype, outcointype) values (?, ?, '', 3, ?, '', ?, ?, 0, 0)",
    );
    const claim = db.transaction((redbagId: number, uid: number, now: number) => {
      const t = take.get(redbagId, now) as { leftnum: number; redbagnum: number } | undefined;
      if (!t) throw new Error('empty');
      const s = share.get(uid, now, redbagId, t.redbagnum - t.leftnum) as { amount: number };
      left.run(s.amount, redbagId);
      credit.run(s.amount, uid, s.amount);
      log.run(uid, uids[0], s.amount, now, `R${redbagId}`);
    });
    started = performance.now();
    for (const redbagId of bare)
      for (const uid of uids.slice(1, SOCKETS + 1)) claim(redbagId, uid, Date.now());
    const sqlSeconds = (performance.now() - started) / 1000;
    db.close();

    const n = SOCKETS * PACKETS;
    const wsRate = n / wsSeconds;
    const sqlRate = n / sqlSeconds;
    console.log(`  sportlive (WebSocket, full claim)   ${wsRate.toFixed(0).padStart(7)} claims/s`);
    console.log(`  bare SQL loop (same guarded updates) ${sqlRate.toFixed(0).padStart(7)} claims/s`);
    console.log(`  ratio sportlive / bare SQL          ${(wsRate / sqlRate).toFixed(3)}`);
  } finally {
    await server.close();
  }
}
