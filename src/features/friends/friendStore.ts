// The friend list as the pages show it: the server's list (msg_friend_list_req, every page) with
// the aliases (msg_alias_list_req) and online states (msg_online_list_req, then friend-state pushes).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import type { net } from '../../../protocol';
import { isServiceUid } from '../../../protocol/enums';
import type { ServerConfigData } from '../../../protocol/mainApi';
import { connectHub, type FriendRow, useFriends, useHubEvent, useHubState } from '../../hub';
import { config } from '../../state/config';
import { ask } from './hubCalls';

/** msg_online_list_req takes at most this many uids. */
const ONLINE_LIST_MAX = 2000;

/** A friend as shown. */
export interface Friend {
  uid: number;
  fid: number;
  nickname: string;
  /** The alias this user gave the friend ('' when none). */
  alias: string;
  headurl: string;
  phonenum: string;
  sign: string;
  region: string;
  online: boolean;
}

/** The name to show: the alias, else the nickname. */
export function displayName(f: Pick<Friend, 'alias' | 'nickname' | 'uid'>): string {
  return f.alias || f.nickname || String(f.uid);
}

interface Snapshot {
  /** The user whose list this is (0 before the first load). */
  owner: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  friends: readonly Friend[];
}

let snapshot: Snapshot = { owner: 0, status: 'idle', friends: [] };
const listeners = new Set<() => void>();

function set(next: Partial<Snapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const l of [...listeners]) l();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

function fromBase(
  info: net.base_info,
  aliases: ReadonlyMap<number, string>,
  online: ReadonlySet<number>,
): Friend {
  return {
    uid: info.uid,
    fid: info.fid,
    nickname: info.nickname,
    alias: aliases.get(info.uid) ?? '',
    headurl: info.headurl,
    phonenum: info.phonenum,
    sign: info.sign,
    region: info.region,
    online: online.has(info.uid) || info.lastlogouttime === 0,
  };
}

let inFlight: Promise<void> | null = null;

/** Fetches the list, aliases and online states again (one fetch at a time). */
export function refreshFriends(owner: number): Promise<void> {
  if (inFlight) return inFlight;
  set({
    status: snapshot.owner === owner ? (snapshot.status === 'ready' ? 'ready' : 'loading') : 'loading',
    owner,
  });
  inFlight = (async () => {
    try {
      const [pages, aliasReply] = await Promise.all([
        connectHub().requestAll('msg_friend_list_req', {}),
        ask('msg_alias_list_req', {}),
      ]);
      const infos = pages.flatMap((p) => p.flist);
      const aliases = new Map(aliasReply.alias_list.map((a) => [a.fuid, a.aliasname]));
      const online = new Set<number>();
      for (let i = 0; i < infos.length; i += ONLINE_LIST_MAX) {
        const uidlist = infos.slice(i, i + ONLINE_LIST_MAX).map((f) => f.uid);
        for (const uid of (await ask('msg_online_list_req', { uidlist })).onlinelist) online.add(uid);
      }
      if (snapshot.owner !== owner) return;
      set({ status: 'ready', friends: infos.map((f) => fromBase(f, aliases, online)) });
    } catch (error) {
      if (snapshot.owner === owner) set({ status: snapshot.status === 'ready' ? 'ready' : 'error' });
      throw error;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Changes one friend in place (alias saved, presence pushed). */
export function patchFriend(uid: number, patch: Partial<Friend>): void {
  set({ friends: snapshot.friends.map((f) => (f.uid === uid ? { ...f, ...patch } : f)) });
}

/** Drops a deleted friend. */
export function dropFriend(uid: number): void {
  set({ friends: snapshot.friends.filter((f) => f.uid !== uid) });
}

/** Customer-service accounts never show as friends: the fixed ids and the configured day and night ones. */
function withoutService(
  friends: readonly Friend[],
  server: Pick<ServerConfigData, 'service_uid' | 'service_uid_night'> | null,
): readonly Friend[] {
  const configured = new Set([Number(server?.service_uid ?? 0), Number(server?.service_uid_night ?? 0)]);
  return friends.filter((f) => !isServiceUid(f.uid) && !configured.has(f.uid));
}

function fromRow(row: FriendRow): Friend {
  return {
    uid: row.uid,
    fid: row.fid,
    nickname: row.nickname,
    alias: '',
    headurl: row.headurl,
    phonenum: row.phonenum,
    sign: '',
    region: '',
    online: row.lastlogouttime === 0,
  };
}

/**
 * The friends of the logged-in user, kept current: loaded when first used, reloaded when a friend
 * joins the list (here or on another device), a removed one dropped, presence from the hub's
 * friend-state pushes. Until the server's list arrives, the hub's cached imfriend rows are shown.
 */
export function useFriendDirectory(): {
  friends: readonly Friend[];
  status: Snapshot['status'];
  reload: () => void;
} {
  const { uid } = useHubState();
  const snap = useSyncExternalStore(subscribe, () => snapshot);
  const cached = useFriends();
  const { server } = useSnapshot(config);
  const owner = uid ?? 0;

  useEffect(() => {
    if (
      owner > 0 &&
      (snapshot.owner !== owner || snapshot.status === 'idle' || snapshot.status === 'error')
    ) {
      refreshFriends(owner).catch(() => {});
    }
  }, [owner]);

  useHubEvent('friends-changed', (e) => {
    if (e.change === 'removed') dropFriend(e.uid);
    else if (owner > 0) refreshFriends(owner).catch(() => {});
  });
  useHubEvent('friend-state', (e) => {
    for (const s of e.states) patchFriend(s.fuid, { online: s.lastlogouttime === 0 });
  });

  const mine = snap.owner === owner && snap.status === 'ready';
  const friends = useMemo(
    () => withoutService(mine ? snap.friends : (cached ?? []).map(fromRow), server),
    [mine, snap.friends, cached, server],
  );
  return {
    friends,
    status: snap.owner === owner ? snap.status : 'loading',
    reload: () => {
      if (owner > 0) refreshFriends(owner).catch(() => {});
    },
  };
}
