import { useEffect, useMemo } from 'react';
import { useHub } from '../../hub';
import { useGroupMembers } from '../../hub/chatData';
import type { Member } from './ChatComposer';
import type { ChatTarget } from './useChatTarget';

/** The members of a group chat for @ mentions, as the hub keeps them; fetched once when none are stored. */
export function useMentionMembers(target: ChatTarget): Member[] | null {
  const hub = useHub();
  const groupkey = target.kind === 'group' ? target.groupkey : 0;
  const stored = useGroupMembers(groupkey);
  const none = stored !== undefined && stored.length === 0;
  useEffect(() => {
    if (groupkey && none) hub.refreshGroupMembers(groupkey).catch(() => {});
  }, [hub, groupkey, none]);
  const members = useMemo(
    () => stored?.map((u) => ({ uid: u.uid, nickname: u.nickname, headurl: u.headurl })) ?? null,
    [stored],
  );
  return groupkey ? members : null;
}
