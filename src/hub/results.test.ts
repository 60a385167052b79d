import { expect, test } from 'vitest';
import { HubError } from '../../workers';
import { resultOf } from './results';

test('a call is its result code: 1 when it succeeded, the refusal code, a failure to reach still rejects', async () => {
  expect(await resultOf(Promise.resolve())).toBe(1);
  expect(await resultOf(Promise.reject(HubError.refused('kickRoomUser', 36)))).toBe(36);
  await expect(resultOf(Promise.reject(new HubError('offline', 'no socket')))).rejects.toMatchObject({
    code: 'offline',
  });
});
