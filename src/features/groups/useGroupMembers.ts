import { useCallback, useEffect, useState } from 'react';
import type { net } from '../../../protocol';
import { RESULT } from '../../../protocol/result';
import { Status, useConnection, useHub, useHubEvent } from '../../hub';
import { ask, refusalCode } from '../friends';

export interface GroupMembers {
  users: net.base_info[];
  /** Group nicknames by uid. */
  nicknames: ReadonlyMap<number, string>;
  /** The server's refusal code (43: not a member) or null. */
  refused: number | null;
  loaded: boolean;
  reload: () => void;
}

/**
 * A group's members (msg_get_group_info_req, every page) and their group nicknames, fetched again
 * on every group-change push of this group.
 */
export function useGroupMembers(groupkey: number): GroupMembers {
  const [users, setUsers] = useState<net.base_info[]>([]);
  const [nicknames, setNicknames] = useState<ReadonlyMap<number, string>>(new Map());
  const [refused, setRefused] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);

  const hub = useHub();
  const reload = useCallback(() => {
    if (!groupkey) return;
    hub
      .requestAll('msg_get_group_info_req', { groupkey, is_stranger: 0, is_end: 0 })
      .then((pages) => {
        // A stranger's request is answered with an empty reply (and a result push): 43.
        if (pages[0]?.group_info.groupkey !== groupkey) {
          setRefused(RESULT.NOT_GROUP_MEMBER);
          setLoaded(true);
          return;
        }
        setUsers(pages.flatMap((p) => p.users));
        setRefused(null);
        setLoaded(true);
      })
      .catch((error: unknown) => {
        // Only the server's refusal is final; an offline or logged-out hub is tried again when
        // the connection comes back.
        const code = refusalCode(error);
        if (code === undefined) return;
        setRefused(code);
        setLoaded(true);
      });
    ask('msg_group_nickname_list_req', { groupkey })
      .then((r) => setNicknames(new Map(r.name_list.map((n) => [n.uid, n.nickname]))))
      .catch(() => {});
  }, [hub, groupkey]);

  const online = useConnection().status === Status.Online;
  useEffect(() => {
    if (online) reload();
  }, [reload, online]);
  useHubEvent('group-change', (e) => {
    if (e.groupkey === groupkey) reload();
  });

  return { users, nicknames, refused, loaded, reload };
}
