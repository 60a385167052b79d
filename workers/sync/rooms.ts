/**
 * The live room the hub is in (spec 000 §4 "Socket", "Chat-room message list"; spec 001 §7):
 * joined after every login, 1 or 35 counting as success (35 also reports a failure event);
 * messages for another room key are ignored, type 22 is kept only for channel 8, and a message
 * number seen before is not added twice. Room messages are not stored in the database; the hub
 * keeps the recent ones in memory for tabs that open later.
 * The list a tab shows is `recent()` followed by the `room-message` and `room-delete` events after
 * it: each message is announced once (its reply to a send is not a second announcement), and a
 * drop of the red-packet rain removes the drop before it (issue 49: one card of the rain).
 */
import { type net, RESULT, ROOM_JOIN_OK } from '../../protocol';
import { isRainDrop, keepRoomMessage } from '../../protocol/content';
import type { RoomJoinResult, RoomSendResult, RoomStatus } from '../api';
import { type ChatRow, chatRow, contentBytes, contentText, withBody } from '../db';
import { HubError } from '../errors';
import type { RequestOptions } from '../socket/types';
import type { SyncContext } from './context';

/** Recent messages kept per room. */
export const ROOM_BUFFER = 200;

const STATUS_BY_SEND_RESULT: Partial<Record<number, RoomStatus>> = {
  [RESULT.NOT_IN_CHAT_ROOM]: 'kicked',
  [RESULT.IS_FORBIDDEN]: 'muted',
  [RESULT.CHAT_ROOM_NOT_EXIST]: 'not-exist',
};

/**
 * What a send's result says of the room (spec 000 §8: 36 kicked, 38 muted, 39 no room), or null;
 * the hub tells the tabs with a `room-status` event, the one place they read it from.
 */
export function roomStatusOfSend(result: number): RoomStatus | null {
  return STATUS_BY_SEND_RESULT[result] ?? null;
}

/** The current live room and its recent messages. */
export class RoomState {
  private roomId: number | null = null;
  private messages: ChatRow[] = [];
  private readonly seen = new Set<number>();

  constructor(private readonly ctx: SyncContext) {}

  /** The room the hub is in, or null. */
  get current(): number | null {
    return this.roomId;
  }

  /** The current room's recent messages, oldest first. */
  recent(): ChatRow[] {
    return [...this.messages];
  }

  /**
   * Joins `roomId`, leaving the current room first. The room is remembered and joined again
   * after every reconnect.
   */
  async join(roomId: number): Promise<RoomJoinResult> {
    if (!Number.isInteger(roomId) || roomId <= 0) {
      throw new HubError('invalid-argument', `roomId must be a positive integer, got ${roomId}`);
    }
    if (this.roomId !== null && this.roomId !== roomId) await this.leave();
    if (this.roomId !== roomId) {
      this.roomId = roomId;
      this.messages = [];
      this.seen.clear();
    }
    return this.enter(roomId);
  }

  /** Joins the remembered room again (after a login). */
  async rejoin(): Promise<void> {
    if (this.roomId === null) return;
    await this.enter(this.roomId).catch((e: unknown) => this.ctx.log.warn('room rejoin failed', e));
  }

  /** Leaves the current room. */
  async leave(): Promise<void> {
    const roomId = this.roomId;
    if (roomId === null) return;
    this.roomId = null;
    this.messages = [];
    this.seen.clear();
    this.ctx.emit({ type: 'room-status', roomId, status: 'left', result: RESULT.SUCCESS });
    await this.ctx.socket
      .request('msg_quit_chat_room_req', { roomkey: roomId })
      .catch((e: unknown) => this.ctx.log.info('room quit not confirmed', e));
  }

  /** Sends a message to the current room. */
  async send(
    roomId: number,
    content: string,
    msgtype: number,
    authcode = '',
    options?: RequestOptions,
  ): Promise<RoomSendResult> {
    if (contentBytes(content).byteLength === 0)
      throw new HubError('invalid-argument', 'a message needs content');
    const reply = await this.ctx.socket.request(
      'msg_send_chat_room_msg_req',
      {
        roomkey: roomId,
        msg_type: msgtype,
        content: contentBytes(content),
        ...(authcode ? { authcode } : {}),
      },
      options,
    );
    const status = roomStatusOfSend(reply.result);
    if (status) this.ctx.emit({ type: 'room-status', roomId, status, result: reply.result });
    if (status === 'kicked' && this.roomId === roomId) this.roomId = null;
    if (reply.result !== RESULT.SUCCESS) return { result: reply.result, message: null };
    return { result: reply.result, message: this.add(roomId, reply.msg_info) };
  }

  /** A room message pushed by the server. */
  onMessage(roomId: number, msg: net.chat_msg): void {
    // Spec 000 §5: a chat message whose room key differs from the current room is ignored.
    if (roomId !== this.roomId) return;
    if (!keepRoomMessage({ ...msg, content: contentText(msg.content) })) return;
    this.add(roomId, msg);
  }

  /** A room message was deleted. */
  onDelete(roomId: number, chatmsgno: number): void {
    if (roomId !== this.roomId) return;
    this.messages = this.messages.filter((m) => m.chatmsgno !== chatmsgno);
    this.ctx.emit({ type: 'room-delete', roomId, chatmsgno });
  }

  /** The room's member count, pushed after joins and leaves. */
  onCount(roomId: number, usercnt: number): void {
    if (roomId !== this.roomId) return;
    this.ctx.emit({ type: 'room-count', roomId, usercnt });
  }

  /** This user was kicked out of a room. */
  onKicked(roomId: number): void {
    if (roomId === this.roomId) this.roomId = null;
    this.ctx.emit({ type: 'room-status', roomId, status: 'kicked', result: RESULT.NOT_IN_CHAT_ROOM });
  }

  private async enter(roomId: number): Promise<RoomJoinResult> {
    const reply = await this.ctx.socket.request('msg_join_chat_room_req', { roomkey: roomId });
    const joined = (ROOM_JOIN_OK as readonly number[]).includes(reply.result);
    if (reply.result !== RESULT.SUCCESS) {
      this.ctx.emit({ type: 'room-status', roomId, status: 'join-failed', result: reply.result });
    }
    if (!joined) {
      if (this.roomId === roomId) this.roomId = null;
      return { roomId, result: reply.result, joined, usercnt: 0 };
    }
    this.ctx.emit({ type: 'room-status', roomId, status: 'joined', result: reply.result });
    const history = await this.ctx.socket
      .request('msg_chat_room_history_req', { roomkey: roomId })
      .catch(() => ({ roomkey: roomId, msg_list: [] as net.chat_msg[] }));
    for (const msg of history.msg_list) this.onMessage(roomId, msg);
    return { roomId, result: reply.result, joined, usercnt: reply.room_info?.usercnt ?? 0 };
  }

  /** Buffers and announces `msg` once; returns its row (the buffered one when seen before). */
  private add(roomId: number, msg: net.chat_msg): ChatRow {
    if (msg.chatmsgno > 0) {
      const known = this.seen.has(msg.chatmsgno) && this.messages.find((m) => m.chatmsgno === msg.chatmsgno);
      if (known) return known;
      this.seen.add(msg.chatmsgno);
    }
    const message = withBody(chatRow(msg));
    if (isRainDrop(message)) this.dropRain(roomId);
    this.messages.push(message);
    if (this.messages.length > ROOM_BUFFER) {
      const dropped = this.messages.splice(0, this.messages.length - ROOM_BUFFER);
      for (const m of dropped) this.seen.delete(m.chatmsgno);
    }
    this.ctx.emit({ type: 'room-message', roomId, message });
    return message;
  }

  /** Removes the rain's earlier drops (each expires with the next one, server/money/rain.ts). */
  private dropRain(roomId: number): void {
    const old = this.messages.filter(isRainDrop);
    if (old.length === 0) return;
    this.messages = this.messages.filter((m) => !isRainDrop(m));
    for (const m of old) this.ctx.emit({ type: 'room-delete', roomId, chatmsgno: m.chatmsgno });
  }
}
