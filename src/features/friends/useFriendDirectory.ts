// The friend list as the pages show it: imfriend, which the hub keeps (every page of the server's
// list with aliases and online states, updated by the pushes), read live, so every tab shows one
// copy and a reload shows it before the network answers.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { isServiceUid } from '../../../protocol/enums';
import type { ServerConfigData } from '../../../protocol/mainApi';
import { type FriendRow, friendName } from '../../hub';
import { useFriendList } from '../../hub/chatData';
import { config } from '../../state/config';

/** A friend as shown. */
export type Friend = FriendRow;

/** The name to show: the alias, else the nickname. */
export const displayName = friendName;

/** Customer-service accounts never show as friends: the fixed ids and the configured day and night ones. */
function withoutService(
  friends: readonly Friend[],
  server: Pick<ServerConfigData, 'service_uid' | 'service_uid_night'> | null,
): readonly Friend[] {
  const configured = new Set([Number(server?.service_uid ?? 0), Number(server?.service_uid_night ?? 0)]);
  return friends.filter((f) => !isServiceUid(f.uid) && !configured.has(f.uid));
}

/** The friends of the logged-in user by the name shown; `loading` until the database is read. */
export function useFriendDirectory(): { friends: readonly Friend[]; status: 'loading' | 'ready' } {
  const rows = useFriendList();
  const { server } = useSnapshot(config);
  const friends = useMemo(() => withoutService(rows ?? [], server), [rows, server]);
  return { friends, status: rows === undefined ? 'loading' : 'ready' };
}
