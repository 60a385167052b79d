// Chat data of the hub for React, read live from the tab's read-only view of the Dexie database
// that the hub keeps (DESIGN §2, §5). Kept apart from the hub's index so that pages without chat
// data, and the first screen, do not load Dexie: only the chat, friend and group screens import it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  type ApplyRow,
  type ChatListRow,
  type ChatRow,
  chatList,
  type FriendRow,
  friendApplies,
  friendList,
  friendOf,
  type GroupRow,
  groupInfo,
  groupMembers,
  type MemberRow,
  type UserRow,
  userProfile,
} from '../../workers';
import type { ChatDb } from '../../workers/database';
import { ChatWindow } from './chatWindow';
import { chatDbOf } from './db';
import { useHubState } from './hooks';

/** The logged-in user's chat database (read-only), or null before login. */
export function useChatDb(): ChatDb | null {
  const { uid, dbName } = useHubState();
  return useMemo(() => chatDbOf({ uid, dbName }), [uid, dbName]);
}

/** The chat list, newest first (live). */
export function useChatList(): ChatListRow[] | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? chatList(db) : []), [db]);
}

const noRows = () => () => {};
const NONE: ChatRow[] = [];
const noSnapshot = () => NONE;

/** The newest `limit` messages of a chat in display order (live; see ChatWindow). */
export function useChatMessages(chatkey: string, limit = 50): ChatRow[] | undefined {
  const db = useChatDb();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new limit goes to the same window (below)
  const view = useMemo(() => (db ? new ChatWindow(db, chatkey, limit) : null), [db, chatkey]);
  useEffect(() => view?.setLimit(limit), [view, limit]);
  return useSyncExternalStore(view?.subscribe ?? noRows, view?.snapshot ?? noSnapshot);
}

/**
 * The friend list by the name shown (alias, else nickname), with online state (live): the hub keeps
 * it in imfriend, so every tab shows one copy and a reload shows it before the network answers.
 */
export function useFriendList(): FriendRow[] | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? friendList(db) : []), [db]);
}

/** One friend (live), or undefined when not (or not yet) a friend. */
export function useFriend(uid: number): FriendRow | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? friendOf(db, uid) : undefined), [db, uid]);
}

/** The received friend applications, newest first (live; the hub fetches them at login and on pushes). */
export function useFriendApplies(): ApplyRow[] | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? friendApplies(db) : []), [db]);
}

/** A cached profile (live); `findUser` fetches one the hub has not cached. */
export function useProfile(uid: number): UserRow | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? userProfile(db, uid) : undefined), [db, uid]);
}

/**
 * A group's members in the server's order (live). The hub keeps them current through the group
 * sync; `refreshGroupMembers` fetches them when none are stored yet.
 */
export function useGroupMembers(groupkey: number): MemberRow[] | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? groupMembers(db, groupkey) : []), [db, groupkey]);
}

/** One group's attributes (live). */
export function useGroup(groupkey: number): GroupRow | undefined {
  const db = useChatDb();
  return useLiveQuery(() => (db ? groupInfo(db, groupkey) : undefined), [db, groupkey]);
}
