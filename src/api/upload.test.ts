import { expect, test } from 'vitest';
import { onHost } from './upload';

test('an uploaded path is put on the API host only when that is another origin', () => {
  expect(onHost('/uploads/a.png', '')).toBe('/uploads/a.png');
  expect(onHost('/uploads/a.png', 'https://api.example.com/')).toBe('https://api.example.com/uploads/a.png');
  expect(onHost('https://cdn.example.com/a.png', 'https://api.example.com')).toBe(
    'https://cdn.example.com/a.png',
  );
  expect(onHost('//cdn.example.com/a.png', 'https://api.example.com')).toBe('//cdn.example.com/a.png');
});
