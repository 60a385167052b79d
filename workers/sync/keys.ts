/** Chat keys as tabs pass them (decimal strings), checked before anything is sent. */
import { chatKeyFromString } from '../../protocol';
import { HubError } from '../errors';

/** The 64-bit chat key of a decimal string; `invalid-argument` when it is none. */
export function parseChatKey(chatkey: string): bigint {
  try {
    const key = chatKeyFromString(chatkey);
    if (key === 0n) throw new RangeError('chat key 0');
    return key;
  } catch (e) {
    throw new HubError('invalid-argument', e instanceof Error ? e.message : String(e));
  }
}
