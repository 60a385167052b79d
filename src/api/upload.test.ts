import { expect, test } from 'vitest';
import { onHost, uploadTimeoutMs } from './upload';

test('an uploaded path is put on the API host only when that is another origin', () => {
  expect(onHost('/uploads/a.png', '')).toBe('/uploads/a.png');
  expect(onHost('/uploads/a.png', 'https://api.example.com/')).toBe('https://api.example.com/uploads/a.png');
  expect(onHost('https://cdn.example.com/a.png', 'https://api.example.com')).toBe(
    'https://cdn.example.com/a.png',
  );
  expect(onHost('//cdn.example.com/a.png', 'https://api.example.com')).toBe('//cdn.example.com/a.png');
});

test('an upload may take longer the bigger it is', () => {
  expect(uploadTimeoutMs(0)).toBe(15_000);
  expect(uploadTimeoutMs(1024 * 1024)).toBe(31_000);
  expect(uploadTimeoutMs(20 * 1024 * 1024)).toBe(15_000 + 320_000);
});
