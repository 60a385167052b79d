/**
 * Every date and time the app shows goes through this module, and all of them are in ONE zone:
 * the device's (docs/time.md). The server sends instants: unix seconds or ms, or, where the
 * spec's fields are text (`createdDate`), `YYYY-MM-DD HH:mm:ss` in China Standard Time, read here
 * as +08:00. Each function takes an optional IANA `timeZone`, for tests and for what is said to
 * be in another zone (the product's day, `TIME_ZONE`, stays the server's: check-ins, daily
 * rewards, the home page's "today").
 */

import { toMillis } from './text';

/** The zone of the API's date texts that carry none (protocol/mainApi: China Standard Time). */
const API_TEXT_OFFSET = '+08:00';

const DATE_TEXT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The moment (ms) of a server time: a number (unix seconds or ms) or a date text
 * (`2026-12-02 03:33:00`, China Standard Time when it names no zone; ISO 8601 with an offset).
 * NaN when it reads as neither.
 */
export function instant(value: number | string): number {
  if (typeof value === 'number') return Number.isFinite(value) ? toMillis(value) : Number.NaN;
  const text = value.trim();
  const m = DATE_TEXT.exec(text);
  if (m) return Date.parse(`${m[1]}T${m[2]}${m[3] ?? ':00'}${m[4] ?? API_TEXT_OFFSET}`);
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return toMillis(Number(text));
}

/** The calendar and clock of a moment as the app shows it. */
export interface Shown {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Shared `Intl.DateTimeFormat`s, one per locale and options. Making a formatter costs far more than
 * using one (the first for a locale loads its data), and a list made one per row on every render.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// NOTE: in the device's own zone the parts need no Intl formatter: the first one a page makes loads
// the locale's data (40 ms of a phone's first render of a match page).

/** The calendar and clock of `ms` in the device's zone, or in `timeZone`. */
export function shown(ms: number, timeZone?: string): Shown {
  const at = new Date(ms);
  if (!timeZone)
    return {
      year: at.getFullYear(),
      month: at.getMonth() + 1,
      day: at.getDate(),
      hour: at.getHours(),
      minute: at.getMinutes(),
      weekday: at.getDay(),
    };
  const parts = dateFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')) % 24,
    minute: Number(get('minute')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD`: the day of `ms` in the device's zone (or `timeZone`). */
export function dayKey(ms: number, timeZone?: string): string {
  const s = shown(ms, timeZone);
  return `${s.year}-${two(s.month)}-${two(s.day)}`;
}

/** `HH:mm` of `ms`. */
export function clockText(ms: number, timeZone?: string): string {
  const s = shown(ms, timeZone);
  return `${two(s.hour)}:${two(s.minute)}`;
}

/** `MM-DD HH:mm` of `ms`. */
export function monthDayClock(ms: number, timeZone?: string): string {
  const s = shown(ms, timeZone);
  return `${two(s.month)}-${two(s.day)} ${two(s.hour)}:${two(s.minute)}`;
}

/** `YYYY-MM-DD HH:mm` of `ms`. */
export function dateClock(ms: number, timeZone?: string): string {
  const s = shown(ms, timeZone);
  return `${s.year}-${two(s.month)}-${two(s.day)} ${two(s.hour)}:${two(s.minute)}`;
}

/**
 * A creation time without seconds, `YYYY-MM-DD HH:mm`, of a server time (see {@link instant}):
 * `2026-12-02 03:33:00` (Beijing) shows as `2026-12-01 19:33` on a device in UTC. Unreadable
 * input is returned as given.
 */
export function formatMinute(value: string | number, timeZone?: string): string {
  const ms = instant(value);
  return Number.isNaN(ms) || Number.isNaN(new Date(ms).getTime()) ? String(value) : dateClock(ms, timeZone);
}

/** The day `n` days after a `YYYY-MM-DD` day (calendar arithmetic, the same in every zone). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + n)).toISOString().slice(0, 10);
}

/** The weekday (0 Sunday .. 6 Saturday) of a `YYYY-MM-DD` day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

/**
 * The device's offset from UTC in minutes (east positive, Beijing 480) at the start of a
 * `YYYY-MM-DD` day: with the day, what a server needs to find the day's matches.
 */
export function dayOffsetMinutes(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  const offset = -new Date(y ?? 0, (m ?? 1) - 1, d ?? 1).getTimezoneOffset();
  return offset === 0 ? 0 : offset;
}

/** A date and time in the locale's own way, without seconds (account and wallet pages). */
export function localeDateTime(ms: number, locale: string, timeZone?: string): string {
  return dateFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(ms));
}

/** A date in the locale's own way. */
export function localeDate(ms: number, locale: string, timeZone?: string): string {
  return dateFormat(locale, timeZone ? { timeZone } : {}).format(new Date(ms));
}

/** A duration in seconds as a clock: `m:ss`, or `h:mm:ss` from an hour (a call's, a replay's). */
export function durationClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}
