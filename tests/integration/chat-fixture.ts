import { expect } from 'vitest';
import { chatKey } from '../../protocol/chatkey';
import type { MessageValue } from '../../protocol/codec';
import { MSG_TYPE } from '../../protocol/enums';
import { HANDLE_APPLY } from '../../protocol/messaging';
import { RESULT } from '../../protocol/result';
import { addDeviceSession, createGuest, ImClient, type TestUser } from '../helpers/imClient';
import type { TestServer } from '../helpers/server';

/** The chat tests' shared setup: users with logged-in devices, friendships, sends. */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const bytes = (text: string): Uint8Array => encoder.encode(text);
export const text = (data: Uint8Array): string => decoder.decode(data);

/** One logged-in device of a user. */
export interface Device {
  uid: number;
  user: TestUser;
  client: ImClient;
}

/** Opens sockets and closes them all at the end of each test. */
export class Devices {
  readonly #open: ImClient[] = [];

  constructor(private readonly server: () => TestServer) {}

  /** Connects and logs in a socket for `user` (h5 unless `kind` says otherwise). */
  async login(user: TestUser, kind: 'h5' | 'app' | 'pc' = 'h5'): Promise<Device> {
    const client = await ImClient.connect(this.server().url);
    this.#open.push(client);
    const reply = await client.login({ ...user, kind });
    expect(reply.result).toBe(RESULT.SUCCESS);
    return { uid: user.uid, user, client };
  }

  /** A new guest with one logged-in device. */
  async newUser(): Promise<Device> {
    return this.login(await createGuest(this.server().url));
  }

  /** Another device (its own session and socket) of an existing user. */
  async secondDevice(uid: number, kind: 'h5' | 'app' | 'pc' = 'app'): Promise<Device> {
    return this.login(await addDeviceSession(this.server().db, uid), kind);
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.#open.splice(0).map((c) => c.close()));
  }
}

/** Makes two users friends over the protocol: `a` applies by fid, `b` accepts. */
export async function befriend(a: Device, b: Device): Promise<void> {
  const info = await a.client.request('msg_get_user_info_req', { uid: b.uid });
  expect(info.user_info.fid).toBeGreaterThan(0);
  const added = await a.client.request('msg_add_friend_by_fid_req', {
    fid: info.user_info.fid,
    hellomsg: 'hi',
  });
  expect(added.result).toBe(RESULT.SUCCESS);
  const handled = await b.client.request('msg_handle_friend_apply_req', {
    otheruid: a.uid,
    handletype: HANDLE_APPLY.ACCEPT,
  });
  expect(handled.result).toBe(RESULT.SUCCESS);
}

/** Sends a text message from `from` to `to` and returns the reply. */
export function sendText(
  from: Device,
  to: number | Device,
  body: string,
  clientkey = '',
): Promise<MessageValue<'msg_send_private_msg_rep'>> {
  return from.client.request('msg_send_private_msg_req', {
    recvuid: typeof to === 'number' ? to : to.uid,
    msg_type: MSG_TYPE.TEXT,
    content: bytes(body),
    clientkey,
  });
}

/** The private chat key of two devices' users. */
export function keyOf(a: Device, b: Device): bigint {
  return chatKey(a.uid, b.uid);
}

/** The next red dot of one type a device gets (other red dots, e.g. friend applications, are skipped). */
export async function nextRedDot(
  device: Device,
  redtype: number,
): Promise<MessageValue<'msg_red_dot_notify'>['red']> {
  for (;;) {
    const { red } = await device.client.nextPush('msg_red_dot_notify');
    if (red.redtype === redtype) return red;
  }
}

/** The red dots of one type a device got so far. */
export function redDots(device: Device, redtype: number): MessageValue<'msg_red_dot_notify'>['red'][] {
  return device.client
    .pushes('msg_red_dot_notify')
    .map((p) => p.red)
    .filter((red) => red.redtype === redtype);
}

/** Waits until `check` holds (polling), failing after `timeout` ms. */
export async function eventually(check: () => boolean | Promise<boolean>, timeout = 3000): Promise<void> {
  const until = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`condition not met within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A moveable clock for the server (ms): starts at the wall clock and moves only when told. */
export class TestClock {
  #offset = 0;
  readonly now = (): number => Date.now() + this.#offset;
  advance(ms: number): void {
    this.#offset += ms;
  }
}
