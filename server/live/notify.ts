import type { Kysely } from 'kysely';
import { encodeMessage } from '../../protocol/codec';
import { decodeWentLive, encodeWentLive } from '../../protocol/content';
import type { WentLive } from '../../protocol/mainApiLive';
import type { Bus, Topic, Unsubscribe } from '../bus';
import type { Delivery } from '../delivery/types';
import type { Database } from '../store';
import { liveDb } from './tables';

/**
 * "Went live" (issue 19): the ingest node publishes one envelope on the bus; every node pushes it as
 * `msg_server_msgbox_notify` (content `{"type":"live",…}`, protocol/mainApiLive.ts WentLive: data,
 * no sentence, so each reader's app words it in their language) to its own sockets of the host's
 * followers.
 * NOTE: `live:went` is not in the bus's Topic union; the bus treats topics as opaque names.
 */
const TOPIC = 'live:went' as Topic;
const utf8Out = new TextDecoder();

export class WentLiveNotices {
  #off: Unsubscribe | undefined;
  /** Pushes delivered to this node's sockets (tests, metrics). */
  delivered = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: Bus,
    private readonly registry: Delivery,
  ) {}

  start(): Promise<void> {
    this.#off = this.bus.subscribe(TOPIC, (payload) => this.#deliver(payload));
    return this.#off.ready;
  }

  stop(): void {
    this.#off?.();
  }

  /** Announces that room `roomId` went live, to every node. */
  async announce(roomId: number): Promise<void> {
    const row = await liveDb(this.db)
      .selectFrom('live_rooms as r')
      .innerJoin('users as u', 'u.uid', 'r.uid')
      .select(['r.room_id', 'r.uid', 'r.room_title', 'r.room_cover', 'u.nickname'])
      .where('r.room_id', '=', roomId)
      .executeTakeFirst();
    if (!row) return;
    const notice: WentLive = {
      type: 'live',
      room_id: row.room_id,
      host_uid: row.uid,
      nickName: row.nickname,
      room_title: row.room_title,
      room_cover: row.room_cover,
    };
    await this.bus.publish(TOPIC, encodeWentLive(notice));
  }

  async #deliver(payload: Uint8Array): Promise<void> {
    const notice = decodeWentLive(utf8Out.decode(payload));
    if (!notice) return;
    const followers = await liveDb(this.db)
      .selectFrom('host_follows')
      .select('uid')
      .where('host_uid', '=', notice.host_uid)
      .execute();
    const frame = encodeMessage(0, 'msg_server_msgbox_notify', {
      content: encodeWentLive(notice),
    });
    for (const { uid } of followers) {
      for (const conn of this.registry.local(uid)) if (this.registry.send(conn, frame)) this.delivered += 1;
    }
  }
}
