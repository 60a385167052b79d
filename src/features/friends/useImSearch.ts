// What /imsearch finds: users on the server by phone or fid (the hub's findUser), friends and my
// groups by name, and messages of the local database.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { type GroupRow, type MessageHit, searchMessages, type UserProfile, useHub } from '../../hub';
import { useChatDb } from '../../hub/chatData';
import { type Friend, useFriendDirectory } from './useFriendDirectory';
import { useMyGroups } from './useMyGroups';

const MAX_MESSAGES = 30;

/** Users found on the server for a numeric keyword: by phone and by fid. */
function useUserLookup(keyword: string): { users: UserProfile[]; loading: boolean } {
  const hub = useHub();
  const [state, setState] = useState<{ key: string; users: UserProfile[] }>({ key: '', users: [] });
  const numeric = /^\d{1,15}$/.test(keyword);
  useEffect(() => {
    if (!numeric) return;
    let live = true;
    const lookups: Promise<UserProfile>[] = [];
    if (keyword.length >= 5) lookups.push(hub.findUser({ phonenum: keyword }));
    if (Number(keyword) <= 2147483647) lookups.push(hub.findUser({ fid: Number(keyword) }));
    // A miss is a refusal: only the users found are shown.
    Promise.allSettled(lookups).then((results) => {
      if (!live) return;
      const users = new Map<number, UserProfile>();
      for (const r of results) if (r.status === 'fulfilled') users.set(r.value.uid, r.value);
      setState({ key: keyword, users: [...users.values()] });
    });
    return () => {
      live = false;
    };
  }, [hub, keyword, numeric]);
  if (!numeric) return { users: [], loading: false };
  return { users: state.key === keyword ? state.users : [], loading: state.key !== keyword };
}

export type { MessageHit };

/** Messages of the local database (text, @, reply) whose text holds the keyword, newest first. */
function useMessageSearch(keyword: string): MessageHit[] | undefined {
  const db = useChatDb();
  return useLiveQuery(async () => (db ? searchMessages(db, keyword, MAX_MESSAGES) : []), [db, keyword]);
}

export interface ImSearchResults {
  users: UserProfile[];
  loading: boolean;
  contacts: readonly Friend[];
  groups: readonly GroupRow[];
  messages: MessageHit[] | undefined;
  friendOf(uid: number): Friend | undefined;
  /** A keyword was searched and nothing was found. */
  nothing: boolean;
}

/** Everything found for `keyword`, grouped. */
export function useImSearch(keyword: string): ImSearchResults {
  const { friends } = useFriendDirectory();
  const myGroups = useMyGroups();
  const { users, loading } = useUserLookup(keyword);
  const messages = useMessageSearch(keyword);
  const needle = keyword.toLowerCase();
  const contacts = useMemo(
    () =>
      needle
        ? friends.filter((f) =>
            [f.alias, f.nickname, String(f.fid), f.phonenum].some((v) => v.toLowerCase().includes(needle)),
          )
        : [],
    [friends, needle],
  );
  const groups = useMemo(
    () => (needle ? (myGroups ?? []).filter((g) => g.nickname.toLowerCase().includes(needle)) : []),
    [myGroups, needle],
  );
  const friendOf = (uid: number) => friends.find((f) => f.uid === uid);
  const nothing =
    keyword !== '' &&
    !loading &&
    users.length + contacts.length + groups.length + (messages?.length ?? 0) === 0;
  return { users, loading, contacts, groups, messages, friendOf, nothing };
}
