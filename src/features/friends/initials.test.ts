import { describe, expect, test } from 'vitest';
import { groupByLetter, indexLetter } from './initials';

describe('indexLetter', () => {
  test('Chinese names get their pinyin initial', () => {
    expect(indexLetter('张伟')).toBe('Z');
    expect(indexLetter('王芳')).toBe('W');
    expect(indexLetter('李娜')).toBe('L');
    expect(indexLetter('陈杰')).toBe('C');
    expect(indexLetter('赵敏')).toBe('Z');
    expect(indexLetter('欧阳锋')).toBe('O');
    expect(indexLetter('阿强')).toBe('A');
    expect(indexLetter('黄蓉')).toBe('H');
    expect(indexLetter('孙悟空')).toBe('S');
    expect(indexLetter('吴用')).toBe('W');
    expect(indexLetter('徐峥')).toBe('X');
    expect(indexLetter('杨过')).toBe('Y');
    expect(indexLetter('郭靖')).toBe('G');
    expect(indexLetter('马云')).toBe('M');
  });
  test('Latin names get their first letter, accents dropped', () => {
    expect(indexLetter('bob')).toBe('B');
    expect(indexLetter('Édouard')).toBe('E');
    expect(indexLetter('  zed')).toBe('Z');
  });
  test('anything else goes under #', () => {
    expect(indexLetter('')).toBe('#');
    expect(indexLetter('123')).toBe('#');
    expect(indexLetter('สมชาย')).toBe('#');
    expect(indexLetter('😀')).toBe('#');
  });
});

test('groupByLetter orders A..Z then #, names sorted inside (Han first, as the pinyin collation orders them)', () => {
  const groups = groupByLetter(['张三', 'alice', '9lives', '安娜', 'Zoe'], (s) => s);
  expect(groups.map(([l]) => l)).toEqual(['A', 'Z', '#']);
  expect(groups[0]?.[1]).toEqual(['安娜', 'alice']);
  expect(groups[1]?.[1]).toEqual(['张三', 'Zoe']);
});
