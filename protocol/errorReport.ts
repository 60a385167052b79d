/**
 * The client error report (spec 000 §7 "Error report: a base64 text holding user agent, page URL and
 * failed URL"; §8: sent when a request fails), as IMTools.saveClienterrorlog's `param.content`. One
 * definition for the app that writes it and the server that reads it.
 *
 * The text, before base64 of its UTF-8 bytes, is one field a line: the user agent, the page URL, the
 * failed URL, and optionally what went wrong. The failed URL names the method and the domain (§8):
 * `https://host/app/encryptionBanner` (main API), `https://host/api/flashapi.php?method=IMTools.x`.
 */

/** What a report holds. */
export interface ErrorReport {
  userAgent: string;
  pageUrl: string;
  failedUrl: string;
  /** What went wrong (the error's name and message), when known. */
  error?: string;
}

/** A report is kept whole or refused, never cut: 16 KB of base64 is far above a real one. */
export const MAX_ERROR_REPORT = 16 * 1024;

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The report as the base64 text the client sends. */
export function encodeErrorReport(report: ErrorReport): string {
  const lines = [report.userAgent, report.pageUrl, report.failedUrl];
  if (report.error) lines.push(report.error);
  return toBase64(lines.map(oneLine).join('\n'));
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function isWebUrl(s: string): boolean {
  try {
    const { protocol } = new URL(s);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads a sent report, or says why it is not one. */
export function decodeErrorReport(
  content: string,
): { ok: true; report: ErrorReport } | { ok: false; why: string } {
  if (content.length > MAX_ERROR_REPORT) return { ok: false, why: `over ${MAX_ERROR_REPORT / 1024} KB` };
  if (!BASE64.test(content) || content.length % 4 !== 0) return { ok: false, why: 'not base64' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(atob(content), (c) => c.charCodeAt(0)),
    );
  } catch {
    return { ok: false, why: 'not base64 of UTF-8 text' };
  }
  const [userAgent = '', pageUrl = '', failedUrl = '', error] = text.split('\n');
  if (!userAgent) return { ok: false, why: 'the user agent (line 1) is empty' };
  if (!isWebUrl(pageUrl)) return { ok: false, why: 'the page URL (line 2) is not an http(s) URL' };
  if (!isWebUrl(failedUrl)) return { ok: false, why: 'the failed URL (line 3) is not an http(s) URL' };
  return { ok: true, report: { userAgent, pageUrl, failedUrl, ...(error ? { error } : {}) } };
}
