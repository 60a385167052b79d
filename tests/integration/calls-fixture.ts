import type { MessageValue } from '../../protocol/codec';
import { type CallRecord, parseCallRecord } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';
import { CALL_STATE, CALL_TYPE, type CallSignal } from '../../protocol/messaging';
import type { TestUser } from '../helpers/imClient';
import type { Device, Devices } from './chat-fixture';

/** The call tests' shared steps. */

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/** `device` calls the peer of `chatkey`; the reply. */
export function call(device: Device, chatkey: bigint, calltype: number = CALL_TYPE.VIDEO) {
  return device.client.request('msg_voice_call_req', { chatkey, token: '', calltype });
}

/** Operates on the chat's call (accept, decline, hang up); the reply. */
export function oper(device: Device, chatkey: bigint, opertype: number) {
  return device.client.request('msg_voice_oper_req', { chatkey, opertype });
}

/** Asks where the call `token` is now; the reply. */
export function callState(device: Device, token: string) {
  return device.client.request('msg_voice_call_state_req', { token });
}

/** Sends a signalling message through the server; the reply. */
export function signal(device: Device, chatkey: bigint, message: CallSignal) {
  return device.client.request('msg_voice_data_req', {
    chatkey,
    voice_data: utf8.encode(JSON.stringify(message)),
    ptime: 0,
  });
}

/** Reads a relayed signalling message. */
export function readSignal(notify: MessageValue<'msg_voice_data_notify'>): CallSignal {
  return JSON.parse(fromUtf8.decode(notify.voice_data)) as CallSignal;
}

/** The next call-state push of `state` a device gets (earlier states it got are passed over). */
export async function nextCallState(device: Device, state: number, timeout = 3000) {
  for (;;) {
    const notify = await device.client.nextPush('msg_voice_call_notify', { timeout });
    if (notify.state === state) return notify;
  }
}

/** The next call record message a device gets pushed (type 9), read. */
export async function nextRecord(device: Device, timeout = 3000): Promise<CallRecord & { uid: number }> {
  for (;;) {
    const { msg_info } = await device.client.nextPush('msg_send_private_msg_rep', { timeout });
    if (msg_info.msgtype === MSG_TYPE.VOICE_CHAT_START) {
      const record = parseCallRecord(fromUtf8.decode(msg_info.content));
      if (!record) throw new Error('a call record that does not parse');
      return { ...record, uid: msg_info.uid };
    }
  }
}

/**
 * A device of `user` comes online as the hub does: it logs in and asks for its offline data. A
 * heartbeat answered after it means every offline push has arrived (they are sent before the
 * connection's next request is served).
 */
export async function comeOnline(
  devices: Devices,
  user: TestUser,
  kind: 'h5' | 'app' = 'h5',
): Promise<Device> {
  const device = await devices.login(user, kind);
  await device.client.request('msg_offline_data_req', {});
  await device.client.request('msg_heart_test', {});
  return device;
}

/** The rings (call state 1) a device got so far. */
export function rings(device: Device): MessageValue<'msg_voice_call_notify'>[] {
  return device.client.pushes('msg_voice_call_notify').filter((n) => n.state === CALL_STATE.RINGING);
}
