import { socketGone } from '../friends/notify';
import { deadNodes, nodeAlive, nodeGone, socketsOf } from '../friends/presence';
import { ingestNodeGone } from '../live/service';
import { roomNodeOf } from '../rooms/fanout';
import { dropNodeMembers } from '../rooms/store';
import { callsOfDeadNode } from './calls';
import { leaveGroupCallsOf } from './groupCalls';
import type { ImServices } from './types';

/** How often a node says it is alive, and looks for nodes that died (ms). */
export const NODE_HEARTBEAT_MS = 10_000;
/** A node quiet for this long is dead: three missed heartbeats and some (ms). */
export const NODE_DEAD_AFTER_MS = 45_000;

export interface NodeWatchOptions {
  heartbeatMs?: number;
  deadAfterMs?: number;
}

/**
 * Node liveness across the cluster: this node says it is alive every `heartbeatMs`; any node that
 * went quiet for `deadAfterMs` died without closing its sockets, so its presence rows are swept
 * (its users' friends see them go offline, once), its live-room memberships dropped and the rooms
 * it ingested turned offline (server/live/service.ts). A clean
 * stop forgets the node's row itself. Returns the stop function.
 */
export function startNodeWatch(services: ImServices, options: NodeWatchOptions = {}): () => Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? NODE_HEARTBEAT_MS;
  const deadAfterMs = options.deadAfterMs ?? NODE_DEAD_AFTER_MS;
  const me = services.bus.nodeId;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = async () => {
    const now = services.now();
    await nodeAlive(services.db, me, now);
    for (const node of await deadNodes(services.db, me, now - deadAfterMs)) {
      // NOTE: one node at a time, each on its own: a failure leaves that node for the next tick.
      try {
        const sockets = await socketsOf(services.db, node);
        for (const socket of sockets) await socketGone(services, socket);
        await callsOfDeadNode(services, node);
        await leaveGroupCallsOf(services, node, true);
        const rooms = await dropNodeMembers(services.db, node);
        const roomNode = roomNodeOf(services);
        for (const roomId of rooms) roomNode.countChanged(roomId);
        await ingestNodeGone(services.db, node);
        await nodeGone(services.db, node);
        services.log.warn(
          { node, sockets: sockets.length },
          'cleared up after a node that stopped answering',
        );
      } catch (error) {
        services.log.error({ err: error, node }, 'could not clear up after a dead node');
      }
    }
  };
  const run = () => {
    if (running || stopped) return;
    running = tick()
      .catch((error: unknown) => services.log.error({ err: error }, 'node watch failed'))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, heartbeatMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    await nodeGone(services.db, me).catch((error: unknown) =>
      services.log.warn({ err: error }, 'could not forget this node'),
    );
  };
}
