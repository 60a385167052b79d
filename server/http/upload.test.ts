import { expect, test } from 'vitest';
import { safeFileName } from './upload';

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
