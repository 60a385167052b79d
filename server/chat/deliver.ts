import { type Bus, topics } from '../bus';
import { encodeEnvelope } from '../delivery/envelope';

/**
 * Delivers a push frame to every device of these users, on every node, from outside a socket (the
 * HTTP API): the same bus envelope `ConnectionRegistry.deliverToUser` publishes, so there is still
 * one delivery path.
 */
export async function publishToUsers(bus: Bus, uids: Iterable<number>, frame: Uint8Array): Promise<void> {
  const payload = encodeEnvelope({ kind: 'frame', frame, exceptConnection: '', exceptDevice: '' });
  await Promise.all([...new Set(uids)].map((uid) => bus.publish(topics.user(uid), payload)));
}
