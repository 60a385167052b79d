// The state and calls of the profile sheet: the profile (the hub's cached copy at once, then the
// server's), the friend row (alias) read live from imfriend, and the black-list state.
import { Dialog, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FriendRow, type UserProfile, useHub } from '../../hub';
import { useFriend, useProfile } from '../../hub/chatData';
import { toastRefusal } from './refusal';
import { friendTexts } from './texts';

/** Whether the user is on this user's black list; unknown while loading or after a failed load. */
export type BlackState = boolean | 'loading' | 'failed';

export interface ProfileSheetState {
  uid: number;
  /** The profile as the server or the cache has it (null until one is known). */
  info: Pick<UserProfile, 'nickname' | 'headurl' | 'fid' | 'sign' | 'region'> | null;
  friend: FriendRow | undefined;
  blacklisted: BlackState;
  alias: string;
  setAlias(alias: string): void;
  editing: boolean;
  setEditing(on: boolean): void;
  adding: boolean;
  setAdding(on: boolean): void;
  saveAlias(): Promise<void>;
  toggleBlacklist(): Promise<void>;
  remove(): Promise<void>;
}

export function useProfileSheet(uid: number, onClose: () => void): ProfileSheetState {
  const t = friendTexts.useT();
  const hub = useHub();
  const friend = useFriend(uid);
  const cached = useProfile(uid);
  const [fetched, setFetched] = useState<UserProfile | null>(null);
  const [blacklisted, setBlacklisted] = useState<BlackState>('loading');
  const [alias, setAlias] = useState('');
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);

  /** The uid shown now, so a late black-list answer for another one is dropped. */
  const shownUid = useRef(uid);

  const loadBlacklist = useCallback(
    (who: number) => {
      setBlacklisted('loading');
      hub
        .blacklist()
        .then((list) => shownUid.current === who && setBlacklisted(list.some((u) => u.uid === who)))
        .catch(() => shownUid.current === who && setBlacklisted('failed'));
    },
    [hub],
  );

  useEffect(() => {
    shownUid.current = uid;
    setFetched(null);
    setEditing(false);
    setAdding(false);
    if (!uid) return;
    let live = true;
    hub
      .findUser({ uid })
      .then((p) => live && setFetched(p))
      .catch(() => {});
    loadBlacklist(uid);
    return () => {
      live = false;
    };
  }, [uid, hub, loadBlacklist]);

  const friendAlias = friend?.alias ?? '';
  useEffect(() => setAlias(friendAlias), [friendAlias]);

  const info =
    fetched ?? (cached ? { ...cached, sign: cached.sign ?? '', region: cached.region ?? '' } : null);

  const saveAlias = async () => {
    try {
      await hub.setFriendAlias(uid, alias.trim().slice(0, 32));
      setEditing(false);
      Toast.show({ icon: 'success', content: t('aliasSaved') });
    } catch (error) {
      toastRefusal(error);
    }
  };

  const toggleBlacklist = async () => {
    if (blacklisted === 'failed') return loadBlacklist(uid);
    if (blacklisted === 'loading') return;
    try {
      await hub.setBlacklisted(uid, !blacklisted);
      setBlacklisted(!blacklisted);
      Toast.show({ content: blacklisted ? t('blacklistRemoved') : t('blacklistAdded') });
    } catch (error) {
      toastRefusal(error);
    }
  };

  const remove = async () => {
    if (!(await Dialog.confirm({ content: t('deleteConfirm') }))) return;
    try {
      await hub.removeFriend(uid);
      Toast.show({ content: t('deleted') });
      onClose();
    } catch (error) {
      toastRefusal(error);
    }
  };

  return {
    uid,
    info,
    friend,
    blacklisted,
    alias,
    setAlias,
    editing,
    setEditing,
    adding,
    setAdding,
    saveAlias,
    toggleBlacklist,
    remove,
  };
}
