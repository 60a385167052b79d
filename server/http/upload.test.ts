import { expect, test } from 'vitest';
import { safeFileName, UploadBudget } from './upload';

test("a user's chat files stop at the daily allowance and start again the next day", () => {
  const budget = new UploadBudget(100);
  const day = Date.UTC(2026, 10, 25, 8);
  expect(budget.take(7, 60, day)).toBe(true);
  expect(budget.take(7, 50, day)).toBe(false);
  expect(budget.take(7, 40, day)).toBe(true);
  expect(budget.take(8, 100, day)).toBe(true);
  expect(budget.take(7, 1, day)).toBe(false);
  expect(budget.take(7, 100, day + 86_400_000)).toBe(true);
  // What a failed write took is given back.
  budget.release(8, 30, day);
  expect(budget.take(8, 30, day)).toBe(true);
  expect(budget.take(8, 1, day)).toBe(false);
});

test('file names lose paths, control and direction characters, and keep their extension when cut', () => {
  expect(safeFileName('../../etc/passwd')).toBe('passwd');
  expect(safeFileName('C:\\Users\\me\\a.txt')).toBe('a.txt');
  expect(safeFileName('photo\u202egpj.exe')).toBe('photo_gpj.exe');
  expect(safeFileName('a\u0000b<c>.txt')).toBe('a_b_c_.txt');
  expect(safeFileName('...')).toBe('file');
  const long = safeFileName(`${'长'.repeat(200)}.pdf`);
  expect(Array.from(long)).toHaveLength(120);
  expect(long.endsWith('.pdf')).toBe(true);
});
