/**
 * The call record (message type 9, voice chat start; docs/messaging.md "Calls"): stored in the
 * chat when a call ends.
 */
import { CALL_TYPE } from '../messaging';
import { int, intOrNull, jsonBytes, jsonObject } from './json';

/** A finished call: its media, how it ended (CALL_STATE) and its length in seconds (0 unless accepted). */
export interface CallRecord {
  calltype: number;
  state: number;
  duration: number;
}

/** The bytes of a type-9 message. */
export function encodeCallRecord(record: CallRecord): Uint8Array {
  const { calltype, state, duration } = record;
  return jsonBytes({ calltype, state, duration });
}

/** A type-9 message, or null without an integer `state` (calltype defaults to voice, duration to 0). */
export function parseCallRecord(content: string): CallRecord | null {
  const o = jsonObject(content);
  const state = o ? intOrNull(o.state) : null;
  if (!o || state === null) return null;
  return { calltype: int(o.calltype, CALL_TYPE.VOICE), state, duration: int(o.duration) };
}
