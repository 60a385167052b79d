/** Small text helpers shared by the pages. */

/** Timestamps below 1e11 are seconds (spec 000 §9). */
export function toMillis(t: number): number {
  return t < 1e11 ? t * 1000 : t;
}

/** Links in data lacking http get an http prefix (spec 000 §2); site-relative paths stay as they are. */
export function ensureHttp(url: string): string {
  const u = url.trim();
  if (u === '' || u.startsWith('/') || /^https?:\/\//i.test(u)) return u;
  return `http://${u}`;
}

/** True when the text holds a CJK ideograph. */
export function hasCjk(text: string): boolean {
  return /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/.test(text);
}

/** A heat figure the way the app shows it: 12345 → "1.2万" style compact numbers by locale. */
export function compactNumber(n: number, lang: string): string {
  if (lang === 'zh') return n >= 10_000 ? `${(n / 10_000).toFixed(1)}万` : String(n);
  return n >= 1000 ? `${(n / 1000).toFixed(1)}K` : String(n);
}
