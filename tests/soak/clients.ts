/**
 * The soak's clients (issue 23): each a real hub core ({@link HubCore}, as the SharedWorker runs
 * it) in this Node process over `ws`, logged in with a server list of the three node proxies that
 * starts at its own node, so the users spread over the nodes and fail over among them. Each
 * remembers its reconnects (online → not online → online, timed) and the room messages it was
 * told were sent.
 */
import { Status } from '../../workers/api';
import { guest, loginOf, type NodeHub, nodeHub } from '../integration/hub-fixture';
import type { Cluster } from './cluster';

/** A room message the server answered with result 1. */
export interface RoomSent {
  roomId: number;
  chatmsgno: number;
  content: string;
}

/** One simulated user. */
export interface SoakClient {
  uid: number;
  fid: number;
  hub: NodeHub;
  /** Private chat keys and group keys this user is in, as decimal strings. */
  chats: string[];
  peers: number[];
  groups: number[];
  room: number;
  roomSent: RoomSent[];
  /** How long each reconnect took, ms. */
  reconnects: number[];
}

/** Logs `count` guests in, the i-th with the node list starting at node i mod n. */
export async function startClients(cluster: Cluster, count: number): Promise<SoakClient[]> {
  const ports = cluster.slots.map((slot) => slot.proxy.port);
  const clients: SoakClient[] = [];
  for (let i = 0; i < count; i++) {
    const made = await guest(cluster.httpUrl(i % ports.length), `soak-${process.pid}-${i}`);
    const order = ports.map((_, k) => ports[(i + k) % ports.length] as number);
    const hub = nodeHub();
    const client: SoakClient = {
      uid: made.uid,
      fid: made.fid,
      hub,
      chats: [],
      peers: [],
      groups: [],
      room: 0,
      roomSent: [],
      reconnects: [],
    };
    watchReconnects(client);
    await hub.core.login({
      ...loginOf(made),
      servers: order.map((port) => ({ svrip: '127.0.0.1', websvrport: port })),
    });
    clients.push(client);
  }
  await Promise.all(clients.map((c) => c.hub.core.whenOnline(30_000)));
  return clients;
}

function watchReconnects(client: SoakClient): void {
  let lostAt: number | null = null;
  let online = false;
  client.hub.core.on((event) => {
    if (event.type !== 'connection') return;
    const now = event.state.status === Status.Online;
    if (online && !now) lostAt = Date.now();
    if (!online && now && lostAt !== null) {
      client.reconnects.push(Date.now() - lostAt);
      lostAt = null;
    }
    online = now;
  });
}

/** Everything is online again. */
export function allOnline(clients: SoakClient[]): boolean {
  return clients.every((c) => c.hub.core.state().connection.status === Status.Online);
}
