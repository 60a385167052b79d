import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { encodeMessage } from '../../protocol/codec';
import { type Bus, topics, type Unsubscribe } from '../bus';
import type { Connection } from '../delivery/connection';
import type { Delivery } from '../delivery/types';
import type { Database } from '../store';
import { dropMember, memberCount } from './store';

/**
 * Room fan-out across nodes. A node with at least one connection in room R is subscribed to the
 * bus topic `room:R` once; a room event is published there once and every such node sends the
 * frame to its own connections in R. Nobody looks members up per message.
 *
 * Payload on `room:<roomId>` (big-endian): kind (1 byte: 1 frame, 2 kick), kicked uid (4 bytes,
 * 0 for a frame), length L of the excepted connection id (1 byte), that id (L bytes, ASCII),
 * then the encoded frame. A kick is delivered like a frame, after which every node drops the
 * kicked user's connections from the room.
 */
const KIND_FRAME = 1;
const KIND_KICK = 2;
const HEADER = 6;
const SUBSCRIBE_WAIT_MS = 2000;
/**
 * A node pushes a room's member count at most once per this period, after joins or leaves there.
 * NOTE: batched: a push per join would cost members × joins frames in a room of 5,000 viewers.
 */
export const COUNT_PUSH_MS = 1500;
const ascii = new TextEncoder();
const asciiOut = new TextDecoder();

export interface RoomEvent {
  frame: Uint8Array;
  /** The connection (usually the sender's) that does not get the frame. */
  except?: Connection | string;
  /** A kick: after the frame, this user's connections leave the room on every node. */
  kickUid?: number;
}

function encodeRoomEvent(event: RoomEvent): Uint8Array {
  const except = ascii.encode(typeof event.except === 'string' ? event.except : (event.except?.id ?? ''));
  if (except.length > 255) throw new RangeError('connection id longer than 255 bytes');
  const out = new Uint8Array(HEADER + except.length + event.frame.length);
  const view = new DataView(out.buffer);
  view.setUint8(0, event.kickUid ? KIND_KICK : KIND_FRAME);
  view.setUint32(1, event.kickUid ?? 0);
  view.setUint8(5, except.length);
  out.set(except, HEADER);
  out.set(event.frame, HEADER + except.length);
  return out;
}

function decodeRoomEvent(payload: Uint8Array): {
  kind: number;
  kickUid: number;
  except: string;
  frame: Uint8Array;
} {
  if (payload.length < HEADER) throw new RangeError(`room payload of ${payload.length} bytes`);
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const kind = view.getUint8(0);
  if (kind !== KIND_FRAME && kind !== KIND_KICK) throw new RangeError(`room payload kind ${kind}`);
  const length = view.getUint8(5);
  if (payload.length < HEADER + length) throw new RangeError('room payload shorter than its header says');
  return {
    kind,
    kickUid: view.getUint32(1),
    except: asciiOut.decode(payload.subarray(HEADER, HEADER + length)),
    frame: payload.subarray(HEADER + length),
  };
}

/** Publishes a room event to every node with a connection in the room. */
export function publishToRoom(bus: Bus, roomId: number, event: RoomEvent): Promise<void> {
  return bus.publish(topics.room(roomId), encodeRoomEvent(event));
}

const chains = new WeakMap<Bus, Map<number, Promise<unknown>>>();

/**
 * Runs `task` after the earlier tasks of the same room on this node. Sends store-then-publish
 * through it, so a node publishes a room's messages in `chatmsgno` order (across nodes, clients
 * order by `chatmsgno`).
 */
export function inRoomOrder<T>(bus: Bus, roomId: number, task: () => Promise<T>): Promise<T> {
  let rooms = chains.get(bus);
  if (!rooms) {
    rooms = new Map();
    chains.set(bus, rooms);
  }
  const previous = rooms.get(roomId) ?? Promise.resolve();
  const next = previous.then(task, task);
  const tail = next.catch(() => undefined);
  rooms.set(roomId, tail);
  const map = rooms;
  void tail.then(() => {
    if (map.get(roomId) === tail) map.delete(roomId);
  });
  return next;
}

interface LocalRoom {
  conns: Set<Connection>;
  unsubscribe: Unsubscribe;
}

export interface RoomNodeDeps {
  bus: Bus;
  registry: Delivery;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}

/**
 * This node's side of the rooms: which of its connections sit in which room (one room per
 * connection), the room topics it listens to while it has members there, and delivery of room
 * events to those connections.
 */
export class RoomNode {
  readonly #rooms = new Map<number, LocalRoom>();
  readonly #roomOf = new Map<Connection, number>();
  readonly #watched = new WeakSet<Connection>();
  readonly #writes = new Set<Promise<unknown>>();
  /** Rooms whose member count changed through this node since the last count push. */
  readonly #countChanged = new Set<number>();
  #countTimer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(private readonly deps: RoomNodeDeps) {}

  /**
   * Notes that a room's membership changed (a join, leave, close or kick stored by this node); its
   * count (distinct users, from the shared store, so right across nodes) is pushed to the room's
   * members on every node within {@link COUNT_PUSH_MS}.
   */
  countChanged(roomId: number): void {
    if (this.#closed) return;
    this.#countChanged.add(roomId);
    if (this.#countTimer) return;
    this.#countTimer = setTimeout(() => {
      this.#countTimer = undefined;
      this.track(this.#pushCounts());
    }, COUNT_PUSH_MS);
    this.#countTimer.unref?.();
  }

  async #pushCounts(): Promise<void> {
    const rooms = [...this.#countChanged];
    this.#countChanged.clear();
    for (const roomId of rooms) {
      const usercnt = await memberCount(this.deps.db, roomId);
      const frame = encodeMessage(0, 'msg_chat_room_usercnt_notify', { roomkey: roomId, usercnt });
      await publishToRoom(this.deps.bus, roomId, { frame });
    }
  }

  /** The room `conn` is in, if any. */
  roomOf(conn: Connection): number | undefined {
    return this.#roomOf.get(conn);
  }

  /** This node's connections in a room. */
  localMembers(roomId: number): readonly Connection[] {
    return [...(this.#rooms.get(roomId)?.conns ?? [])];
  }

  /**
   * Puts `conn` in `roomId` (leaving its previous room), listening to the room's topic if it is
   * the node's first member there; waits (bounded) until that subscription is live so the
   * joiner gets every event published after its join is answered.
   */
  async join(conn: Connection, roomId: number): Promise<void> {
    this.leave(conn);
    let room = this.#rooms.get(roomId);
    if (!room) {
      const unsubscribe = this.deps.bus.subscribe(topics.room(roomId), (payload) =>
        this.#deliver(roomId, payload),
      );
      room = { conns: new Set(), unsubscribe };
      this.#rooms.set(roomId, room);
    }
    room.conns.add(conn);
    this.#roomOf.set(conn, roomId);
    if (!this.#watched.has(conn)) {
      this.#watched.add(conn);
      this.#leaveOnClose(conn);
    }
    await this.#untilLive(roomId, room.unsubscribe.ready);
  }

  // NOTE: the closures below are made in scopes of their own: one made in join's scope would keep
  // join's timer and promises alive as long as the viewer stays (memory per socket).
  #leaveOnClose(conn: Connection): void {
    conn.onClosed(() => {
      const left = this.leave(conn);
      if (left !== undefined)
        this.track(dropMember(this.deps.db, conn.id).then(() => this.countChanged(left)));
    });
  }

  /** Waits (at most SUBSCRIBE_WAIT_MS) for a room's subscription to be live. */
  async #untilLive(roomId: number, ready: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
    });
    try {
      await Promise.race([ready, late]);
    } catch (error) {
      this.deps.log.error({ err: error, roomId }, 'bus subscription for a room failed');
    } finally {
      clearTimeout(timer);
    }
  }

  /** Takes `conn` out of its room (the topic is left with the node's last member); returns that room. */
  leave(conn: Connection): number | undefined {
    const roomId = this.#roomOf.get(conn);
    if (roomId === undefined) return undefined;
    this.#roomOf.delete(conn);
    const room = this.#rooms.get(roomId);
    if (room?.conns.delete(conn) && room.conns.size === 0) {
      room.unsubscribe();
      this.#rooms.delete(roomId);
    }
    return roomId;
  }

  /** Keeps a background write (a membership row) so {@link drain} can wait for it. */
  track(write: Promise<unknown>): void {
    const logged = write.catch((error: unknown) =>
      this.deps.log.error({ err: error }, 'a room membership write failed'),
    );
    this.#writes.add(logged);
    void logged.finally(() => this.#writes.delete(logged));
  }

  /** Waits for the background writes (before the store closes); no count is pushed after it. */
  async drain(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#countTimer);
    this.#countTimer = undefined;
    while (this.#writes.size > 0) await Promise.allSettled([...this.#writes]);
  }

  #deliver(roomId: number, payload: Uint8Array): void {
    let event: ReturnType<typeof decodeRoomEvent>;
    try {
      event = decodeRoomEvent(payload);
    } catch (error) {
      this.deps.log.error({ err: error, roomId }, 'bad room payload on the bus');
      return;
    }
    const room = this.#rooms.get(roomId);
    if (!room) return;
    for (const conn of room.conns) {
      if (conn.id !== event.except) this.deps.registry.send(conn, event.frame);
    }
    if (event.kind !== KIND_KICK) return;
    for (const conn of [...room.conns]) if (conn.uid === event.kickUid) this.leave(conn);
  }
}

const nodes = new WeakMap<Delivery, RoomNode>();
const nodesByDb = new WeakMap<object, RoomNode>();

/** The room state of the node that owns `deps.registry` (made on first use). */
export function roomNodeOf(deps: RoomNodeDeps): RoomNode {
  let node = nodes.get(deps.registry);
  if (!node) {
    node = new RoomNode(deps);
    nodes.set(deps.registry, node);
    nodesByDb.set(deps.db, node);
  }
  return node;
}

/** Waits for the membership writes of the node using `db` (call before the store closes). */
export async function drainRoomWrites(db: object): Promise<void> {
  await nodesByDb.get(db)?.drain();
}
