/**
 * The product's day (issue 18): check-ins, daily points and VIP rewards count days in one time
 * zone, TIME_ZONE (IANA name, default Asia/Shanghai), whatever zone the server or user is in.
 */

/** The default product time zone (China Standard Time, no DST). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, f);
  }
  return f;
}

/** True for a time zone name Intl knows. */
export function isTimeZone(name: string): boolean {
  try {
    format(name);
    return true;
  } catch {
    return false;
  }
}

/** `YYYY-MM-DD` of `ms` in `timeZone`. */
export function dayOf(ms: number, timeZone: string): string {
  const parts = format(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The calendar day `n` days after `day` (`YYYY-MM-DD`; n may be negative). */
export function addDays(day: string, n: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}
