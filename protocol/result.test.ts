import { describe, expect, it } from 'vitest';
import { isResultCode, LANGS, langOf, RESULT, RESULT_TEXT, resultName, resultText } from './result';

const CJK = /[\u4e00-\u9fff]/;
const THAI = /[\u0e00-\u0e7f]/;
// Words that would betray an untranslated English text in the Latin-script Indonesian column.
const ENGLISH = /\b(the|not|is|are|error|invalid|already|your|you|has|please|failed|room|order|friend)\b/i;

describe('result catalogue', () => {
  const codes = Array.from({ length: 52 }, (_, i) => i);

  it("names every code 0..46 once, matching spec 001 §8 examples, and the server's 47..51", () => {
    for (const code of codes) expect(resultName(code), `code ${code}`).toBeDefined();
    expect(Object.keys(RESULT)).toHaveLength(52);
    expect(RESULT.SUCCESS).toBe(1);
    expect(RESULT.RED_BAG_EMPTY).toBe(4);
    expect(RESULT.IS_FORBIDDEN).toBe(38);
    expect(RESULT.CHAT_FORBIDDEN).toBe(46);
    expect(RESULT.ORDER_CANCEL_LIMIT).toBe(48);
    expect(RESULT.CHAT_OFF).toBe(50);
    expect(RESULT.PAY_PASSWORD_LOCKED).toBe(51);
    expect(resultName(52)).toBeUndefined();
    expect(isResultCode(-1)).toBe(false);
  });

  it('has a translated, non-empty text in zh, th and id for every code', () => {
    for (const code of codes) {
      if (!isResultCode(code)) throw new Error(`missing ${code}`);
      const text = RESULT_TEXT[code];
      expect(text.zh, `zh ${code}`).toMatch(CJK);
      expect(text.th, `th ${code}`).toMatch(THAI);
      expect(text.id.trim(), `id ${code}`).not.toBe('');
      expect(text.id, `id ${code}`).not.toMatch(ENGLISH);
      expect(new Set(LANGS.map((l) => text[l])).size, `three distinct texts for ${code}`).toBe(3);
    }
  });

  it('gives the muted texts of the spec example', () => {
    expect(resultText(RESULT.IS_FORBIDDEN)).toBe('您已被禁言');
    expect(resultText(38, 'th')).toBe('คุณถูกปิดเสียงแล้ว');
    expect(resultText(38, 'id')).toBe('Anda telah dibisukan');
  });

  it('falls back to a generic text naming an unknown code, in the asked language', () => {
    expect(resultText(99)).toContain('99');
    expect(resultText(99)).toMatch(CJK);
    expect(resultText(99, 'th')).toMatch(THAI);
    expect(resultText(-3, 'id')).toContain('-3');
  });

  it('maps language tags, defaulting to Chinese', () => {
    expect(langOf('th-TH')).toBe('th');
    expect(langOf('id_ID')).toBe('id');
    expect(langOf('in')).toBe('id');
    expect(langOf('zh-CN')).toBe('zh');
    expect(langOf('fr')).toBe('zh');
    expect(resultText(10, 'TH')).toBe(RESULT_TEXT[10].th);
  });
});
