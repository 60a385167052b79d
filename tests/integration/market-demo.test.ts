import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GOODS_STATUS } from '../../protocol/enums';
import { ensureMarketDemo } from '../../server/market/demo';
import { marketDb } from '../../server/market/tables';
import { STARTING_COINS } from '../../server/money/wallet';
import { openStore, type Store } from '../../server/store';

const dir = mkdtempSync(join(tmpdir(), 'sportlive-market-demo-'));
let store: Store;
beforeAll(async () => {
  store = await openStore({ databaseUrl: '', dataDir: dir });
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the demo market is made once: traders with pay accounts and online offers, paid from their own coins', async () => {
  expect(await ensureMarketDemo(store.db, Date.now())).toEqual({ created: true });
  expect(await ensureMarketDemo(store.db, Date.now())).toEqual({ created: false });
  const db = marketDb(store.db);
  const offers = await db.selectFrom('goods').select(['uid', 'goodstype', 'leftvalue', 'status']).execute();
  expect(offers).toHaveLength(5);
  expect(offers.every((g) => g.status === GOODS_STATUS.ONLINE && g.leftvalue > 0)).toBe(true);
  const traders = [...new Set(offers.map((g) => g.uid))];
  expect(traders).toHaveLength(4);
  const accounts = await db.selectFrom('pay_accounts').select('uid').where('uid', 'in', traders).execute();
  expect(new Set(accounts.map((a) => a.uid)).size).toBe(4);
  const wallets = await db
    .selectFrom('wallets')
    .select(['uid', 'coin', 'freezecoin'])
    .where('uid', 'in', traders)
    .where('cointype', '=', 0)
    .execute();
  // Each seller holds exactly their welcome coins, part of them frozen by their sell offers (a
  // trader who only buys has no wallet yet: it is made on first use).
  const sellers = [...new Set(offers.filter((g) => g.goodstype === 1).map((g) => g.uid))].sort();
  expect(wallets.map((w) => w.uid).sort()).toEqual(sellers);
  expect(wallets.map((w) => Number(w.coin) + Number(w.freezecoin))).toEqual(
    sellers.map(() => STARTING_COINS),
  );
  expect(wallets.reduce((a, w) => a + Number(w.freezecoin), 0)).toBe((600 + 400 + 200) * 100);
});
