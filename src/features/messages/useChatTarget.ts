import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { chatKey, chatKeyToString, MAX_UID } from '../../../protocol/chatkey';
import { type GroupRow, Status, useHub, useHubState } from '../../hub';
import { useChatDb } from '../../hub/chatData';
import { messageTexts } from './texts';

/** Who a chat page talks to, resolved from its `id` query (a peer uid or a group key). */
export type ChatTarget =
  | {
      kind: 'private';
      chatkey: string;
      uid: number;
      name: string;
      /** False while no list names this user and `name` is their uid. */
      named: boolean;
      headurl: string;
      /** The friend's last logout time (0 online), or null when unknown. */
      lastlogout: number | null;
    }
  | {
      kind: 'group';
      chatkey: string;
      groupkey: number;
      name: string;
      headurl: string;
      group: GroupRow | undefined;
    };

/** Parses the `id` query: a positive integer, or null. */
export function parseChatId(id: string | null): number | null {
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  return n > 0 && n <= MAX_UID ? n : null;
}

/**
 * Resolves `/chat?id=`: a group when the user's database knows that group (imgroup, or an imlist
 * row marked as a group), otherwise a private chat with that uid. Undefined while loading, null
 * when the id is not valid.
 */
export function useChatTarget(idParam: string | null): ChatTarget | null | undefined {
  const db = useChatDb();
  const hub = useHub();
  const { uid: me, connection } = useHubState();
  const id = parseChatId(idParam);
  const target = useLiveQuery(async (): Promise<ChatTarget | null | undefined> => {
    if (id === null) return null;
    if (!db || me === null) return undefined;
    const group = await db.imgroup.get(id);
    const groupRow = await db.imlist.get(String(id));
    if (group || groupRow?.isGroup) {
      return {
        kind: 'group',
        chatkey: String(id),
        groupkey: id,
        // NOTE: a group named after no one (its members have no nicknames) is 群聊 (issue 47).
        name: group?.nickname || groupRow?.nickname || messageTexts.t('groupChat'),
        headurl: group?.headurl || groupRow?.headurl || '',
        group,
      };
    }
    if (id === me) return null;
    const key = chatKeyToString(chatKey(me, id));
    const [row, friend, user] = await Promise.all([
      db.imlist.get(key),
      db.imfriend.get(id),
      db.imuser.get(id),
    ]);
    const name = friend?.nickname || user?.nickname || row?.nickname;
    return {
      kind: 'private',
      chatkey: key,
      uid: id,
      name: name || String(id),
      named: Boolean(name),
      headurl: friend?.headurl || user?.headurl || row?.headurl || '',
      lastlogout: friend ? friend.lastlogouttime : null,
    };
  }, [db, me, id]);

  // NOTE: a stranger (customer service, a market trader, a link) is in no list the hub syncs: look
  // the profile up once online; the hub caches it in imuser and the query above shows the name.
  const unnamed = target?.kind === 'private' && !target.named ? target.uid : null;
  const online = connection.status === Status.Online;
  useEffect(() => {
    if (unnamed !== null && online) hub.findUser({ uid: unnamed }).catch(() => undefined);
  }, [hub, unnamed, online]);
  return target;
}
