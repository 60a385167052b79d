import { expect, test } from 'vitest';
import { jumpTarget } from './jump';

const base = { title: 'Cup final', jump_type: 0, jump_url: '', jump_room_id: 0, jump_event_id: 0 };

test('banner and notice taps open the route of their jump type', () => {
  expect(jumpTarget({ ...base, jump_type: 1, jump_url: 'example.com/x' })).toEqual({
    url: 'http://example.com/x',
    title: 'Cup final',
  });
  expect(jumpTarget({ ...base, jump_type: 1, jump_url: '/search' })).toEqual({ route: '/search' });
  expect(jumpTarget({ ...base, jump_type: 2, jump_room_id: 7 })).toEqual({ route: '/player?id=7' });
  expect(jumpTarget({ ...base, jump_type: 3, jump_event_id: 3 })).toEqual({ route: '/activityDetail?id=3' });
  expect(jumpTarget({ ...base, jump_type: 4, new_content: { id: 9 } })).toEqual({
    route: '/NewsDetail?id=9',
  });
  expect(jumpTarget({ ...base, jump_type: 4, jump_event_id: 5, new_content: { id: 0 } })).toEqual({
    route: '/NewsDetail?id=5',
  });
});

test('nothing to open gives null', () => {
  expect(jumpTarget(base)).toBeNull();
  expect(jumpTarget({ ...base, jump_type: 1 })).toBeNull();
  expect(jumpTarget({ ...base, jump_type: 2 })).toBeNull();
});
