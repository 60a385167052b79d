import { isGroupKey, peerOf } from '../../protocol/chatkey';
import { encodeMessage } from '../../protocol/codec';
import { OFFLINE_RECENT_CHATS, RED_TYPE } from '../../protocol/messaging';
import { SNAP_SWEEP_MS, sweepDueMessages } from '../chat/snap';
import { privateChatsChangedSince, setSyncPoint, syncPoint } from '../chat/state';
import { listReply } from './chat';
import { startPeriodic } from './periodic';
import type { ImContext, ImServices, OfflineDataHook } from './types';

/**
 * A known device gets every private chat changed since its last sync, up to this many (the most
 * recent); older ones load when opened.
 */
export const OFFLINE_CHANGED_MAX = 1000;

const encoder = new TextEncoder();

/**
 * The private part of offline data (docs/messaging.md "Offline data", step 2): for each private
 * chat with a message since this device's last sync (a new device: the 100 most recent chats), one
 * msg_get_msg_list_rep push with the newest page, `hasred` and `readversion`; then red dot 1 for
 * each of those chats with unread messages; then the device's sync point becomes the time the
 * offline data started (so nothing arriving meanwhile is skipped next time).
 */
export const privateOfflineData: OfflineDataHook = async (ctx: ImContext) => {
  const { db, conn } = ctx;
  const started = ctx.now();
  const since = await syncPoint(db, conn.uid, conn.deviceid);
  const limit = since === undefined ? OFFLINE_RECENT_CHATS : OFFLINE_CHANGED_MAX;
  const keys = await privateChatsChangedSince(db, conn.uid, since, limit);
  const unread: { chatkey: bigint; peer: number; count: number }[] = [];
  for (const chatkey of keys) {
    const peer = peerOf(chatkey, conn.uid);
    const page = await listReply(ctx, { kind: 'private', chatkey, peer }, conn.uid, 0);
    if (page.msg_list.length === 0) continue;
    ctx.registry.push(conn, 'msg_get_msg_list_rep', page);
    if (page.hasred > 0) unread.push({ chatkey, peer, count: page.hasred });
  }
  for (const { chatkey, peer, count } of unread) {
    const red = {
      redtype: RED_TYPE.PRIVATE_MESSAGE,
      chatkey,
      uid: peer,
      content: encoder.encode(String(count)),
    };
    ctx.registry.push(conn, 'msg_red_dot_notify', { red });
  }
  await setSyncPoint(db, conn.uid, conn.deviceid, started);
};

/**
 * Starts this node's sweep of due self-destructing messages, every `everyMs`: each erased message
 * becomes type 12 with empty content and both sides' devices get msg_withdraw_msg_rep (seq 0).
 * Returns the stop function, which waits for a sweep in progress.
 */
export function startSnapSweep(services: ImServices, everyMs: number = SNAP_SWEEP_MS): () => Promise<void> {
  const sweep = async () => {
    const erased = await sweepDueMessages(services.db, services.now());
    for (const { chatkey, chatmsgno, uid } of erased) {
      const frame = encodeMessage(0, 'msg_withdraw_msg_rep', { chatkey, chatmsgno });
      const uids = isGroupKey(chatkey) ? [uid] : [uid, peerOf(chatkey, uid)];
      await services.registry.deliverToUsers(uids, frame);
    }
  };
  return startPeriodic(services, everyMs, 'self-destruct sweep', sweep);
}
