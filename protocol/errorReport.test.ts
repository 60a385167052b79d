import { describe, expect, test } from 'vitest';
import { decodeErrorReport, encodeErrorReport, MAX_ERROR_REPORT } from './errorReport';

const REPORT = {
  userAgent: 'Mozilla/5.0 (iPhone) แฟนบอล',
  pageUrl: 'https://app.example/player?id=3',
  failedUrl: 'https://api.example/app/encryptionBanner',
  error: 'NetworkError: HTTP 502',
};

describe('the error report (spec 000 §7)', () => {
  test('is base64 of the user agent, page URL and failed URL, one a line, and reads back', () => {
    const content = encodeErrorReport(REPORT);
    expect(content).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(content, 'base64').toString('utf8')).toBe(
      `${REPORT.userAgent}\n${REPORT.pageUrl}\n${REPORT.failedUrl}\n${REPORT.error}`,
    );
    expect(decodeErrorReport(content)).toEqual({ ok: true, report: REPORT });
  });

  test('a line break inside a field cannot shift the fields', () => {
    const content = encodeErrorReport({ ...REPORT, error: 'Error: one\ntwo' });
    expect(decodeErrorReport(content)).toMatchObject({ ok: true, report: { error: 'Error: one two' } });
  });

  test('refuses what is not one, saying why', () => {
    const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
    expect(decodeErrorReport(JSON.stringify({ ua: 'x' }))).toEqual({ ok: false, why: 'not base64' });
    expect(decodeErrorReport(b64('UA\nnot a url\nhttps://a/b'))).toMatchObject({
      ok: false,
      why: /page URL/,
    });
    expect(decodeErrorReport(b64('UA\nhttps://a/b'))).toMatchObject({ ok: false, why: /failed URL/ });
    expect(decodeErrorReport(b64('\nhttps://a/b\nhttps://a/c'))).toMatchObject({
      ok: false,
      why: /user agent/,
    });
    expect(decodeErrorReport(Buffer.from([0xff, 0xfe, 0x0a]).toString('base64'))).toMatchObject({
      ok: false,
    });
    expect(decodeErrorReport('A'.repeat(MAX_ERROR_REPORT + 4))).toMatchObject({ ok: false, why: /KB/ });
  });
});
