// Amounts are integers in cents of their coin type (DECISIONS "Wallet and money"); the screens show
// and read them as decimals with two places.
import { COIN, MONEY_REMARK } from '../../../protocol/enums';
import type { MoneyTypeKey, RemarkKey } from './texts';

/** The coin types in order, with the code shown beside an amount. */
export const COIN_CODES: readonly string[] = Object.keys(COIN);

/** The code of a coin type (CNY for 0). */
export function coinCode(cointype: number): string {
  return COIN_CODES[cointype] ?? String(cointype);
}

/** Cents as `12.34` (a minus sign for negative amounts; `signed` adds a plus to positive ones). */
export function formatCents(cents: number, signed = false): string {
  const sign = cents < 0 ? '-' : signed && cents > 0 ? '+' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A platform exchange rate's price (cents), or a dash when it is not set (0). */
export const ratePrice = (cents: number): string => (cents > 0 ? formatCents(cents) : '--');

/** Largest amount a form takes, cents (32-bit wallets). */
export const MAX_CENTS = 2_147_483_647;

/** `12.3` → 1230; null unless a positive amount with at most two decimals that fits a wallet. */
export function parseCents(text: string): number | null {
  const m = /^(\d{1,8})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= MAX_CENTS ? cents : null;
}

/** The money-log types 1..18 (spec 001 §9). */
export const MONEY_TYPES = Array.from({ length: 18 }, (_, i) => i + 1);

export const typeKey = (moneytype: number) => `type${moneytype}` as MoneyTypeKey;

const REMARK_KINDS = new Set<number>(
  Object.values(MONEY_REMARK).filter((kind) => kind !== MONEY_REMARK.NONE),
);

/** The text key of a money-log row's kind (issue 47), or undefined for a user's own remarks. */
export const remarkKey = (kind: number): RemarkKey | undefined =>
  REMARK_KINDS.has(kind) ? (`remark${kind}` as RemarkKey) : undefined;
