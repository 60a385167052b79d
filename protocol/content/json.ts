/**
 * The JSON layer under every content type: text to a plain object and back, and the defensive
 * field readers the parsers share. Nothing here throws on bad input.
 */

const utf8 = new TextEncoder();

/** A plain JSON object read from `text`, or null for anything else (bad JSON, arrays, scalars). */
export function jsonObject(text: string): Record<string, unknown> | null {
  if (!text.trimStart().startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Any JSON value read from `text`, or undefined when it is not JSON. */
export function jsonValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `value` as JSON text. */
export function jsonText(value: object): string {
  return JSON.stringify(value);
}

/** `value` as the UTF-8 JSON bytes the server stores. */
export function jsonBytes(value: object): Uint8Array {
  return utf8.encode(JSON.stringify(value));
}

/** An integer field, or `fallback`. */
export function int(v: unknown, fallback = 0): number {
  return typeof v === 'number' && Number.isInteger(v) ? v : fallback;
}

/** An integer field, or null when absent or not an integer. */
export function intOrNull(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) ? v : null;
}

/** A string field, or ''. */
export function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** A string field, numbers written as decimal text, else ''. */
export function looseText(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/** A finite number field (numeric text accepted), else 0. */
export function looseNumber(v: unknown): number {
  if (typeof v === 'number') return Number.isFinite(v) ? v : 0;
  return Number(v) || 0;
}
