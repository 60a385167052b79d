import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { MessageInit } from '../../protocol/codec';
import type { MessageName } from '../../protocol/ids';
import type { Accounts } from '../accounts';
import type { Bus } from '../bus';
import type { Database } from '../store';
import type { Connection } from './connection';

/**
 * The seam between the socket layer (server/im) and the rules folders (server/{rooms,friends,
 * money,sports,live,chat}): the rules never import server/im or server/http (biome.json); they take
 * these interfaces, which server/im's ConnectionRegistry and ImContext satisfy.
 */

/** Who not to deliver to: one connection (usually the sender's) or every connection of one device. */
export interface DeliveryOptions {
  exceptConnection?: Connection | string;
  exceptDevice?: string;
}

/** This node's connections, and delivery to users on any node (server/im/registry.ts implements it). */
export interface Delivery {
  /** This node's logged-in connections of `uid`. */
  local(uid: number): Connection[];
  /** Encodes and sends one message to one connection of this node. */
  push<N extends MessageName>(conn: Connection, name: N, value: MessageInit<N>): boolean;
  /** Sends an encoded frame to one connection of this node. */
  send(conn: Connection, frame: Uint8Array): boolean;
  /** Delivers an encoded frame to every logged-in connection of `uid`, on every node. */
  deliverToUser(uid: number, frame: Uint8Array, options?: DeliveryOptions): Promise<void>;
  /** {@link Delivery.deliverToUser} for each of `uids`. */
  deliverToUsers(uids: Iterable<number>, frame: Uint8Array, options?: DeliveryOptions): Promise<void>;
}

/** The server parts a rule may use (a subset of server/im's ImServices). */
export interface RuleServices {
  db: Kysely<Database>;
  accounts: Accounts;
  bus: Bus;
  registry: Delivery;
  log: FastifyBaseLogger;
  /** The clock (ms since the epoch); tests may move it. */
  now(): number;
}

/** A rule's view of one request: the server parts and the connection it came on (server/im's ImContext). */
export interface RuleContext extends RuleServices {
  conn: Connection;
}
