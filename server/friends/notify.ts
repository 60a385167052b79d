import { encodeMessage, type MessageInit } from '../../protocol/codec';
import type { MessageName } from '../../protocol/ids';
import { RESULT } from '../../protocol/result';
import type { Connection } from '../delivery/connection';
import type { RuleContext, RuleServices } from '../delivery/types';
import { HANDLE_TYPE, RED_TYPE, waitingApplyCount } from './applies';
import { friendUids, usersListing } from './list';
import { pageBySize, pageFlags } from './paging';
import { socketClosed, socketOpened } from './presence';
import { baseInfoFor, friendStates } from './profiles';

/** Pushes (seq 0) message `name` to every device of `uid` on every node. */
export function pushToUser<N extends MessageName>(
  services: RuleServices,
  uid: number,
  name: N,
  value: MessageInit<N>,
  except?: Connection,
): Promise<void> {
  return services.registry.deliverToUser(
    uid,
    encodeMessage(0, name, value),
    except ? { exceptConnection: except } : {},
  );
}

/** Tells `to` (every device) that `from` applied: msg_add_friend_notify and red dot 3 with the waiting count. */
export async function notifyApplied(services: RuleServices, from: number, to: number): Promise<void> {
  await pushToUser(services, to, 'msg_add_friend_notify', { uid: from });
  const count = await waitingApplyCount(services.db, services.now(), to);
  await pushToUser(services, to, 'msg_red_dot_notify', {
    red: { redtype: RED_TYPE.FRIEND_APPLY, uid: from, unread_apply_num: count },
  });
}

/**
 * `accepter` accepted `applicant` (or needs no verification): the applicant's devices get
 * msg_friend_handled_notify with the accepter's profile; the accepter's devices other than
 * `acceptedOn` get the handle reply (seq 0), so every device converges.
 */
export async function notifyAccepted(
  services: RuleServices,
  applicant: number,
  accepter: number,
  acceptedOn?: Connection,
): Promise<void> {
  const info = await baseInfoFor(services.db, accepter);
  if (info) await pushToUser(services, applicant, 'msg_friend_handled_notify', { friend_info: info });
  await pushToUser(
    services,
    accepter,
    'msg_handle_friend_apply_rep',
    { result: RESULT.SUCCESS, otheruid: applicant, handletype: HANDLE_TYPE.ACCEPT },
    acceptedOn,
  );
}

/** Pushes `flist` to one socket as msg_friend_state_notify pages under the frame limit. */
function pushStatePages(
  services: RuleServices,
  conn: Connection,
  states: { fuid: number; lastlogouttime: number }[],
): void {
  const pages = pageBySize('msg_friend_state_notify', 'flist', states);
  pages.forEach((flist, i) => {
    services.registry.push(conn, 'msg_friend_state_notify', { flist, ...pageFlags(i, pages.length) });
  });
}

/**
 * The friends' part of the offline data (docs/messaging.md, after groups and private chats):
 * red dot 3 with the count of waiting applications (when there are any), then the friends'
 * states in msg_friend_state_notify pages (lastlogouttime 0 = online).
 */
export async function friendsOfflineData(ctx: RuleContext): Promise<void> {
  const { db, conn } = ctx;
  const waiting = await waitingApplyCount(db, ctx.now(), conn.uid);
  if (waiting > 0) {
    ctx.registry.push(conn, 'msg_red_dot_notify', {
      red: { redtype: RED_TYPE.FRIEND_APPLY, unread_apply_num: waiting },
    });
  }
  pushStatePages(ctx, conn, await friendStates(db, await friendUids(db, conn.uid)));
}

/** Tells everyone who lists `uid` as a friend that it came online (0) or went offline (its logout time). */
async function announceState(services: RuleServices, uid: number, lastlogouttime: number): Promise<void> {
  const watchers = await usersListing(services.db, uid);
  if (watchers.length === 0) return;
  const frame = encodeMessage(0, 'msg_friend_state_notify', {
    flist: [{ fuid: uid, lastlogouttime }],
    isfirst: 1,
    isend: 1,
  });
  await services.registry.deliverToUsers(watchers, frame);
}

/** Session hook: records the socket; the user's first socket on any node announces it online. */
export async function presenceOpened(services: RuleServices, conn: Connection): Promise<void> {
  const first = await socketOpened(
    services.db,
    { connection: conn.id, uid: conn.uid, nodeId: services.bus.nodeId },
    services.now(),
  );
  if (first) await announceState(services, conn.uid, 0);
}

/** Session hook: forgets the socket; the user's last socket on any node announces the logout time. */
export async function presenceClosed(services: RuleServices, conn: Connection): Promise<void> {
  await socketGone(services, { connection: conn.id, uid: conn.uid });
}

/**
 * A socket that closed, here or on a node that died: forgotten; the user's last socket on any node
 * announces the logout time (whoever removed the row does, once).
 */
export async function socketGone(
  services: RuleServices,
  socket: { connection: string; uid: number },
): Promise<void> {
  const now = services.now();
  const last = await socketClosed(services.db, socket, now);
  if (!last) return;
  // NOTE: written here too, not only when this node's own socket closes: a node that died never
  // wrote it, and the online state and friend lists read it.
  await services.accounts.markLogout(socket.uid, now);
  await announceState(services, socket.uid, Math.floor(now / 1000));
}
