// The state of a group's info page: the group and its members as the hub keeps them in imgroup and
// immember (read live; the group sync keeps them current), fetched by the hub once when none are
// stored yet, the names shown, and whether this user has yet to read the notice.
import { useEffect, useMemo, useState } from 'react';
import { type GroupRow, type MemberRow, Status, useConnection, useHub, useHubState } from '../../hub';
import { useGroup, useGroupMembers } from '../../hub/chatData';
import { refusalCode, toastRefusal, useFriendDirectory } from '../friends';

export interface GroupInfoState {
  me: number;
  group: GroupRow | undefined;
  members: readonly MemberRow[];
  /** The server's refusal code (43: not a member) or null. */
  refused: number | null;
  /** Whether what is stored (or the server's answer) is known. */
  loaded: boolean;
  /** The name shown for a member: the group nickname, the alias, the nickname. */
  nameOf(uid: number): string;
  /** The group nickname this user set here ('' when none). */
  myNickname: string;
  needRead: boolean;
  readNotice(): void;
}

export function useGroupInfo(groupkey: number): GroupInfoState {
  const hub = useHub();
  const me = useHubState().uid ?? 0;
  const online = useConnection().status === Status.Online;
  const group = useGroup(groupkey);
  const stored = useGroupMembers(groupkey);
  const { friends } = useFriendDirectory();
  const [refused, setRefused] = useState<number | null>(null);
  const [fetched, setFetched] = useState(false);
  const [needRead, setNeedRead] = useState(false);
  const notifyversion = group?.notifyversion ?? 0;
  const members = stored ?? [];
  const missing = stored !== undefined && (stored.length === 0 || group === undefined);

  // NOTE: only a group none of whose members are stored is fetched (the hub answers a stranger
  // with 43); the group sync keeps a stored one current for every tab.
  useEffect(() => {
    if (!online || !missing || fetched) return;
    let live = true;
    hub
      .refreshGroupMembers(groupkey)
      .then(() => {
        if (!live) return;
        setRefused(null);
        setFetched(true);
      })
      .catch((error: unknown) => {
        // Only the server's refusal is final; an offline hub is asked again when it is back.
        const code = refusalCode(error);
        if (!live || code === undefined) return;
        setRefused(code);
        setFetched(true);
      });
    return () => {
      live = false;
    };
  }, [hub, groupkey, online, missing, fetched]);

  useEffect(() => {
    if (!groupkey || !notifyversion) return;
    hub
      .groupNoticeUnread(groupkey)
      .then(setNeedRead)
      .catch((error: unknown) => {
        // An offline hub asks again when the notice version comes back; a refusal is shown.
        if (refusalCode(error) !== undefined) toastRefusal(error);
      });
  }, [hub, groupkey, notifyversion]);

  const byUid = useMemo(() => new Map(members.map((m) => [m.uid, m])), [members]);
  const aliases = useMemo(() => new Map(friends.map((f) => [f.uid, f.alias])), [friends]);
  const nameOf = (uid: number) =>
    byUid.get(uid)?.groupnick || aliases.get(uid) || byUid.get(uid)?.nickname || String(uid);

  return {
    me,
    group,
    members,
    refused,
    loaded: stored !== undefined && (!missing || fetched),
    nameOf,
    myNickname: byUid.get(me)?.groupnick ?? '',
    needRead,
    readNotice: () => {
      hub
        .readGroupNotice(groupkey, notifyversion)
        .then(() => setNeedRead(false))
        .catch(toastRefusal);
    },
  };
}
