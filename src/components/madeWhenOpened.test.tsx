import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, expect, test } from 'vitest';
import { madeWhenOpened } from './madeWhenOpened';

// A stand-in for a kit overlay that records each render's `visible`.
const renders: (boolean | undefined)[] = [];
function Kit({ visible }: { visible?: boolean }) {
  renders.push(visible);
  return <i data-visible={String(visible)} />;
}
const Overlay = madeWhenOpened(Kit);

beforeEach(() => {
  renders.length = 0;
});

test('a closed overlay is not made at all', () => {
  expect(renderToStaticMarkup(<Overlay visible={false} />)).toBe('');
  expect(renderToStaticMarkup(<Overlay />)).toBe('');
  expect(renders).toEqual([]);
});

test('on its first opening it is first drawn closed (then opened a render later, to slide in)', () => {
  expect(renderToStaticMarkup(<Overlay visible />)).toBe('<i data-visible="false"></i>');
  expect(renders).toEqual([false]);
});
