// Room fan-out measuring shared by fanout.bench.ts and nodes.bench.ts: a tally of deliveries per
// receiver, and a raw socket of this server that logs in, joins a room and counts its notifies.
import { WebSocket } from 'ws';
import { decodeBody, encodeMessage } from '../../protocol/codec';
import { messageId } from '../../protocol/ids';
import { eachFrame } from './children';

const DELIVERY_TIMEOUT_MS = 20_000;
const ID_NOTIFY = messageId('msg_chat_room_msg_notify');
const ID_JOIN_REP = messageId('msg_join_chat_room_rep');

/** A user with a session, as the server children make them. */
export interface TestUser {
  uid: number;
  fastkey: string;
  deviceid: string;
}

/** Arrival bookkeeping: receiver r's k-th frame is message k (every system delivers in order). */
export class Tally {
  readonly sentAt: number[] = [];
  readonly latency: Float64Array;
  readonly count: Int32Array;
  delivered = 0;
  lastAt = 0;
  #done: (() => void) | undefined;
  readonly done: Promise<void>;

  constructor(
    readonly receivers: number,
    readonly messages: number,
  ) {
    this.latency = new Float64Array(receivers * messages);
    this.count = new Int32Array(receivers);
    this.done = new Promise((resolve) => {
      this.#done = resolve;
    });
  }

  arrive(r: number): void {
    const k = this.count[r] ?? 0;
    if (k >= this.messages) return;
    const now = performance.now();
    this.count[r] = k + 1;
    this.latency[r * this.messages + k] = now - (this.sentAt[k] ?? now);
    this.delivered += 1;
    this.lastAt = now;
    if (this.delivered === this.receivers * this.messages) this.#done?.();
  }

  async result(): Promise<{ perSecond: number; p99: number; complete: boolean }> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.done, new Promise((r) => (timer = setTimeout(r, DELIVERY_TIMEOUT_MS)))]);
    clearTimeout(timer);
    const seconds = (this.lastAt - (this.sentAt[0] ?? this.lastAt)) / 1000;
    const got = this.latency.filter(
      (_, i) => i % this.messages < (this.count[Math.floor(i / this.messages)] ?? 0),
    );
    got.sort();
    return {
      perSecond: seconds > 0 ? this.delivered / seconds : 0,
      p99: got[Math.min(got.length - 1, Math.floor(got.length * 0.99))] ?? Number.NaN,
      complete: this.delivered === this.receivers * this.messages,
    };
  }
}

/** A socket of this server: logs in and joins in one go (requests are served in order); resolves once joined. */
export function sportliveSocket(
  url: string,
  user: TestUser,
  roomId: number,
  onNotify: () => void,
): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('open', () => {
      socket.send(encodeMessage(1, 'msg_h5_login_req', { ...user, version: '2.0' }));
      socket.send(encodeMessage(2, 'msg_join_chat_room_req', { roomkey: roomId }));
    });
    socket.on('message', (data: Buffer) =>
      eachFrame(data, (id, seq, body) => {
        if (id === ID_NOTIFY) onNotify();
        else if (id === ID_JOIN_REP && seq === 2) {
          const reply = decodeBody('msg_join_chat_room_rep', body);
          if (reply.ok && reply.value.result === 1) resolve(socket);
          else reject(new Error(`join refused: ${reply.ok ? reply.value.result : reply.error.message}`));
        }
      }),
    );
  });
}
