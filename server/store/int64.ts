import type { ColumnType, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';

/**
 * A 64-bit integer column (SQLite INTEGER, PostgreSQL int8).
 *
 * NOTE: JavaScript numbers are exact only up to 2^53. Both drivers are set to hand 64-bit values over
 * exactly (better-sqlite3 with safe integers, pg's int8 parser keeps the text), and {@link int64ResultPlugin}
 * then turns every integer that fits in a double into a plain number and keeps the rest as decimal text.
 * So a row reads the same on both dialects: small values are numbers, big ones strings; a 64-bit field
 * is always read through {@link readInt64} / {@link readUint64}, which accept either.
 * A column with a database default is `Generated<Int64Column>` on insert. Values are written
 * as bigint (both drivers bind it exactly).
 */
export type Int64Column = ColumnType<Int64Read, bigint | number, bigint | number>;

/** {@link Int64Column} with a database default, so inserts may leave it out. */
export type Int64ColumnWithDefault = ColumnType<Int64Read, bigint | number | undefined, bigint | number>;

/**
 * What a 64-bit column reads as. bigint is listed only so that a bigint can be compared with the
 * column in a `where`; rows never hold one.
 */
export type Int64Read = number | string | bigint;

/** Reads a signed 64-bit column value exactly. */
export function readInt64(value: number | string | bigint): bigint {
  return BigInt(value);
}

/**
 * Unsigned 64-bit values (bitfields) are stored in a signed int8 column as their two's complement,
 * so 2^64-1 is stored as -1 and read back unchanged.
 */
export function storeUint64(value: bigint): bigint {
  if (value < 0n || value > 0xffff_ffff_ffff_ffffn)
    throw new RangeError(`not an unsigned 64-bit value: ${value}`);
  return BigInt.asIntN(64, value);
}

/** Reads an unsigned 64-bit value stored by {@link storeUint64}. */
export function readUint64(value: number | string | bigint): bigint {
  return BigInt.asUintN(64, BigInt(value));
}

/** Parses PostgreSQL int8 text: a number when exact, otherwise the text itself. */
export function parseInt8Text(text: string): number | string {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : text;
}

function normalize(value: unknown): unknown {
  if (typeof value !== 'bigint') return value;
  return value >= BigInt(Number.MIN_SAFE_INTEGER) && value <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(value)
    : value.toString();
}

/** Turns the bigints better-sqlite3 returns (safe-integer mode) into numbers, or text when past 2^53. */
export const int64ResultPlugin: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs) => args.node,
  transformResult: async (args: PluginTransformResultArgs) => {
    const rows = args.result.rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(row)) out[key] = normalize(value);
      return out;
    });
    return { ...args.result, rows };
  },
};
