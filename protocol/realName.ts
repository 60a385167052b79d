/**
 * Format checks of the real-name step, shared by the form (src/) and the server: a name of 2..30
 * letters and an id number of China (18 characters, GB 11643 check digit), Thailand (13 digits,
 * mod-11 check digit) or Indonesia (NIK, 16 digits with a birth day and month). No DOM, no Node.
 */

/** What is wrong with an id number, or undefined. */
export type IdNumberProblem = 'format' | 'check' | 'date';

const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CN_CHECK = '10X98765432';

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Checks an id number (upper-cased, no spaces). */
export function idNumberProblem(idno: string): IdNumberProblem | undefined {
  if (/^\d{17}[\dX]$/.test(idno)) {
    const sum = CN_WEIGHTS.reduce((s, w, i) => s + w * Number(idno[i]), 0);
    if (CN_CHECK[sum % 11] !== idno[17]) return 'check';
    const y = Number(idno.slice(6, 10));
    if (y < 1900 || !validDate(y, Number(idno.slice(10, 12)), Number(idno.slice(12, 14)))) return 'date';
    return undefined;
  }
  if (/^\d{13}$/.test(idno)) {
    const sum = [...idno.slice(0, 12)].reduce((s, c, i) => s + Number(c) * (13 - i), 0);
    return (11 - (sum % 11)) % 10 === Number(idno[12]) ? undefined : 'check';
  }
  if (/^\d{16}$/.test(idno)) {
    const day = Number(idno.slice(6, 8));
    const month = Number(idno.slice(8, 10));
    const d = day > 40 ? day - 40 : day;
    return d < 1 || d > 31 || month < 1 || month > 12 ? 'date' : undefined;
  }
  return 'format';
}

/** True for a real name: 2..30 letters, with spaces, dots, middle dots, hyphens or apostrophes between. */
export function isRealName(name: string): boolean {
  const n = [...name].length;
  return n >= 2 && n <= 30 && /^\p{L}[\p{L}\p{M} .·'-]*\p{L}\p{M}*$/u.test(name);
}

/** The form of a name and id number as stored: spaces collapsed, the id upper-cased. */
export function normalRealName(input: { name: string; idno: string }): { name: string; idno: string } {
  return { name: input.name.trim().replace(/\s+/g, ' '), idno: input.idno.replace(/\s+/g, '').toUpperCase() };
}
