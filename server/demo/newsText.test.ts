import { describe, expect, test } from 'vitest';
import { SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import { type DemoArticle, demoArticle } from './newsText';
import { Random } from './random';

function articles(sport: SportType, count = 400): DemoArticle[] {
  const rnd = new Random(20_261_125 + sport);
  return Array.from({ length: count }, () => demoArticle(rnd, sport));
}

/** The first "A比B" (or "A-B") score of a text. */
function score(text: string): [number, number] | null {
  const m = /(\d+)(?:比|-)(\d+)/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

const whole = (a: DemoArticle) => a.paragraphs.join('\n');

describe('demo news bodies say what their headlines say', () => {
  test('football: a brace has two goals, a narrow win one goal, an equaliser a goal for the away side', () => {
    for (const a of articles(SPORT_TYPE.FOOTBALL)) {
      const s = score(a.title) ?? score(a.paragraphs[0] ?? '');
      if (a.title.includes('梅开二度')) expect(s?.[0]).toBeGreaterThanOrEqual(2);
      if (a.title.includes('险胜') && s) expect(s[0] - s[1]).toBe(1);
      if (whole(a).includes('扳平比分') && s) expect(s[1]).toBeGreaterThan(0);
      if (s && /战报|击败|险胜/.test(a.title)) expect(s[0]).toBeGreaterThan(s[1]);
    }
  });

  test('football: a transfer story, a contract renewal and a winter-window rumour each keep to their subject', () => {
    for (const a of articles(SPORT_TYPE.FOOTBALL)) {
      if (a.title.includes('续约')) {
        expect(whole(a)).not.toMatch(/转会费|体检|尚未对此事作出正式回应/);
        expect(a.paragraphs[0]).toContain('续约');
      }
      if (a.title.includes('接近签下')) expect(a.paragraphs[0]).toContain('个人条款');
      if (a.title.includes('有意引进')) expect(whole(a)).not.toContain('也曾对该球员表现出兴趣');
      if (a.title.includes('有望复出')) {
        const returning = /，(\S+)有望复出/.exec(a.title)?.[1] ?? '';
        expect(whole(a)).not.toContain(`${returning}更是连续`);
        expect(a.paragraphs[0]).toContain(returning);
      }
    }
  });

  test('basketball: a fourth-quarter comeback is not turned in the third, a blowout is won by 15 or more', () => {
    for (const a of articles(SPORT_TYPE.BASKETBALL)) {
      const s = score(whole(a));
      if (a.title.includes('末节逆转')) {
        expect(whole(a)).not.toContain('第三节成为比赛的转折点');
        expect(a.paragraphs[0]).toContain('逆转');
      }
      if (a.title.includes('大胜') && s) expect(s[0] - s[1]).toBeGreaterThanOrEqual(15);
    }
  });

  test('esports: a clean sweep is 2比0, a three-game loss 2比1', () => {
    for (const a of articles(SPORT_TYPE.ESPORTS)) {
      const s = score(a.paragraphs[0] ?? '');
      if (a.title.includes('零封')) expect(s).toEqual([2, 0]);
      if (a.title.includes('鏖战三局')) expect(s).toEqual([2, 1]);
    }
  });
});
