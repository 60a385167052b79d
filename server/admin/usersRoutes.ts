import { type Kysely, sql } from 'kysely';
import { COIN_TYPES, MONEY_REMARK, MONEY_TYPE } from '../../protocol/enums';
import type { Accounts } from '../accounts';
import { banOf, banUser, unbanUser } from '../accounts/bans';
import { defaultAvatar, guestNickname, registeredNickname } from '../accounts/profile';
import { revokeSessions } from '../accounts/sessions';
import { moneyDb } from '../money/tables';
import {
  creditOrRefuse,
  debitOrRefuse,
  ensureWallet,
  logMoney,
  MAX_AMOUNT,
  newOrderId,
  walletsOf,
} from '../money/wallet';
import { Refusal } from '../refusal';
import type { Database } from '../store';
import type { ConsoleRoutes } from './http';
import { can } from './roles';
import type { StaffDb } from './tables';

const USER_COLUMNS = [
  'uid',
  'fid',
  'phone',
  'zone',
  'nickname',
  'headurl',
  'usertype',
  'viplevel',
  'created_at',
] as const;
const SEARCH_LIMIT = 50;
const MONEY_LOG_PAGE = 50;

function uidParam(params: unknown): number {
  const uid = Number((params as { uid?: string }).uid);
  if (!Number.isSafeInteger(uid) || uid <= 0)
    throw new Refusal('console', 400, 'uid must be a positive integer');
  return uid;
}

async function userRow(db: Kysely<Database>, uid: number) {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('uid', '=', uid).executeTakeFirst();
  if (!row) throw new Refusal('console', 404, `no user ${uid}`);
  return row;
}

/**
 * Users: search by uid, nickname or phone; a profile (with the wallets for roles that may read
 * them); resetting a nickname or avatar to the default; the money log. Finance alone credits or
 * debits a wallet, through the wallet functions every other move uses, with a money-log row
 * (type 12, back-site operation) carrying the reason.
 */
export function usersRoutes(routes: ConsoleRoutes, db: StaffDb, accounts: Accounts): void {
  routes.read('/users', 'users.read', async (_ctx, req) => {
    const q = String((req.query as { q?: unknown }).q ?? '').trim();
    if (q === '') throw new Refusal('console', 400, 'q (a uid, a nickname or a phone) is required');
    let query = db.selectFrom('users').select(USER_COLUMNS).orderBy('uid').limit(SEARCH_LIMIT);
    query = query.where((eb) => {
      // NOTE: the escape character is named: SQLite has none by default, PostgreSQL has `\`.
      const pattern = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
      const or = [sql<boolean>`nickname like ${pattern} escape '\\'`, eb('phone', '=', q)];
      if (/^\d{1,15}$/.test(q)) or.push(eb('uid', '=', Number(q)));
      return eb.or(or);
    });
    return { users: await query.execute() };
  });

  routes.read('/users/:uid', 'users.read', async (ctx, req) => {
    const uid = uidParam(req.params);
    const user = await userRow(db, uid);
    const wallets = can(ctx.session.staff.role, 'wallets.read') ? await walletsOf(db, uid, ctx.now) : null;
    return { user, wallets, ban: await banOf(db, uid) };
  });

  routes.change('POST', '/users/:uid/reset', 'users.moderate', async (trx, _ctx, body, req) => {
    const uid = uidParam(req.params);
    const user = await userRow(trx, uid);
    if (body.field === 'nickname') {
      const nickname = user.phone === null ? guestNickname(uid) : registeredNickname(user.phone);
      await trx.updateTable('users').set({ nickname }).where('uid', '=', uid).execute();
      return {
        answer: { nickname },
        audit: {
          action: 'user.reset',
          target: `user:${uid}`,
          before: { nickname: user.nickname },
          after: { nickname },
        },
      };
    }
    if (body.field === 'avatar') {
      const headurl = defaultAvatar(uid);
      await trx.updateTable('users').set({ headurl }).where('uid', '=', uid).execute();
      return {
        answer: { headurl },
        audit: {
          action: 'user.reset',
          target: `user:${uid}`,
          before: { headurl: user.headurl },
          after: { headurl },
        },
      };
    }
    if (body.field === 'password') {
      // NOTE: the user sets a new one with an SMS code (forget password); every session ends now.
      const had =
        (
          await trx
            .selectFrom('users')
            .select('password_hash')
            .where('uid', '=', uid)
            .executeTakeFirstOrThrow()
        ).password_hash !== null;
      await trx.updateTable('users').set({ password_hash: null }).where('uid', '=', uid).execute();
      const ended = await revokeSessions(trx, uid, {});
      return {
        answer: { ok: true },
        audit: {
          action: 'user.reset',
          target: `user:${uid}`,
          before: { password: had },
          after: { password: false },
        },
        afterCommit: () => accounts.sessionsEnded(uid, ended),
      };
    }
    throw new Refusal('console', 400, 'field must be nickname, avatar or password');
  });

  routes.change('POST', '/users/:uid/ban', 'users.moderate', async (trx, ctx, body, req) => {
    const uid = uidParam(req.params);
    await userRow(trx, uid);
    const before = await banOf(trx, uid);
    if (body.banned === true) {
      if (typeof body.reason !== 'string' || body.reason.trim().length < 3)
        throw new Refusal('console', 400, 'a reason of 3 characters or more is required');
      const reason = body.reason.trim();
      const ended = await banUser(trx, uid, reason, ctx.session.staff.id, ctx.now);
      return {
        answer: { banned: true, sessionsEnded: ended.length },
        audit: { action: 'user.ban', target: `user:${uid}`, before, after: { reason } },
        afterCommit: () => accounts.sessionsEnded(uid, ended),
      };
    }
    if (body.banned === false) {
      await unbanUser(trx, uid);
      return {
        answer: { banned: false },
        audit: { action: 'user.unban', target: `user:${uid}`, before, after: null },
      };
    }
    throw new Refusal('console', 400, 'banned must be true or false');
  });

  routes.change('POST', '/users/:uid/wallet', 'wallets.adjust', async (trx, ctx, body, req) => {
    const uid = uidParam(req.params);
    await userRow(trx, uid);
    const { cointype, amount, reason } = body;
    if (typeof cointype !== 'number' || !(COIN_TYPES as readonly number[]).includes(cointype))
      throw new Refusal('console', 400, `cointype must be one of ${COIN_TYPES.join(', ')}`);
    if (
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount) ||
      amount === 0 ||
      Math.abs(amount) > MAX_AMOUNT
    )
      throw new Refusal(
        'console',
        400,
        'amount must be a non-zero 32-bit integer (cents; negative takes coins away)',
      );
    if (typeof reason !== 'string' || reason.trim().length < 3)
      throw new Refusal('console', 400, 'a reason of 3 characters or more is required');
    await ensureWallet(trx, uid, cointype, ctx.now);
    const before = await moneyDb(trx)
      .selectFrom('wallets')
      .select('coin')
      .where('uid', '=', uid)
      .where('cointype', '=', cointype)
      .executeTakeFirstOrThrow();
    const after =
      amount > 0
        ? await creditOrRefuse(trx, uid, cointype, amount)
        : await debitOrRefuse(trx, uid, cointype, -amount);
    const orderid = newOrderId('S', ctx.now);
    await logMoney(trx, ctx.now, [
      {
        uid,
        otheruid: 0,
        othername: '',
        moneytype: MONEY_TYPE.BACK_SITE_OPERATION,
        amount,
        remarks: `${ctx.session.staff.name}: ${reason.trim()}`,
        remark_kind: MONEY_REMARK.STAFF,
        orderid,
        cointype,
      },
    ]);
    return {
      answer: { coin: after, orderid },
      audit: {
        action: 'wallet.adjust',
        target: `user:${uid}`,
        before: { cointype, coin: before.coin },
        after: { cointype, coin: after, amount, reason: reason.trim(), orderid },
      },
    };
  });

  routes.read('/money-log', 'wallets.read', async (_ctx, req) => {
    const query = req.query as { uid?: string; moneytype?: string; before?: string };
    let q = moneyDb(db).selectFrom('money_log').selectAll().orderBy('id', 'desc').limit(MONEY_LOG_PAGE);
    for (const [field, column] of [
      ['uid', 'uid'],
      ['moneytype', 'moneytype'],
    ] as const) {
      const raw = query[field];
      if (raw === undefined || raw === '') continue;
      const n = Number(raw);
      if (!Number.isSafeInteger(n) || n < 0)
        throw new Refusal('console', 400, `${field} must be a non-negative integer`);
      q = q.where(column, '=', n);
    }
    if (query.before !== undefined && query.before !== '') {
      const n = Number(query.before);
      if (!Number.isSafeInteger(n)) throw new Refusal('console', 400, 'before must be a row id');
      q = q.where('id', '<', n);
    }
    return { rows: await q.execute(), types: MONEY_TYPE };
  });
}
