import { expect, test } from 'vitest';
import { maskWords } from './shield';

test('each shielded word becomes as many stars as it has characters, wherever it stands', () => {
  expect(maskWords('快来加群领福利，加群！', ['加群'])).toBe('快来**领福利，**！');
  expect(maskWords('私聊领福利 and 微信号', ['私聊领福利', '微信号', ''])).toBe('***** and ***');
  expect(maskWords('nothing here', ['加群'])).toBe('nothing here');
  // Characters, not UTF-16 units: an emoji word is one star per emoji.
  expect(maskWords('x🎲🎲y', ['🎲🎲'])).toBe('x**y');
});
