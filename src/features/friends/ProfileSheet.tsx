import { Button, Dialog, Input, Popup, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { net } from '../../../protocol';
import { isServiceUid } from '../../../protocol/enums';
import { useGo } from '../../app/navigation';
import { useHubState } from '../../hub';
import { commonTexts } from '../../i18n/common';
import { AddFriendSheet } from './AddFriendSheet';
import { Avatar } from './Avatar';
import { dropFriend, type Friend, patchFriend, useFriendDirectory } from './friendStore';
import { ask, toastRefusal } from './hubCalls';
import { friendTexts } from './texts';

/** Who the sheet shows: a friend (with alias) or any user by uid. */
export type ProfileTarget = { uid: number; friend?: Friend };

/** Whether the user is on this user's black list; unknown while loading or after a failed load. */
type BlackState = boolean | 'loading' | 'failed';

/**
 * Another user's profile (msg_get_user_info_req): avatar, nickname, fid, sign, region. A friend
 * gets send message, alias and delete; anyone else add friend (a service account send message,
 * as anyone may message it); every other user the black-list switch.
 */
export function ProfileSheet({ target, onClose }: { target: ProfileTarget | null; onClose: () => void }) {
  const t = friendTexts.useT();
  const tc = commonTexts.useT();
  const go = useGo();
  const me = useHubState().uid ?? 0;
  const { friends } = useFriendDirectory();
  const [info, setInfo] = useState<net.base_info | null>(null);
  const [blacklisted, setBlacklisted] = useState<BlackState>('loading');
  const [alias, setAlias] = useState('');
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const uid = target?.uid ?? 0;
  const friend = target?.friend ?? friends.find((f) => f.uid === uid);

  /** The uid shown now, so a late black-list answer for another one is dropped. */
  const shownUid = useRef(uid);

  const loadBlacklist = useCallback((who: number) => {
    setBlacklisted('loading');
    ask('msg_get_blacklist_req', {})
      .then((r) => shownUid.current === who && setBlacklisted(r.blacklist.some((u) => u.uid === who)))
      .catch(() => shownUid.current === who && setBlacklisted('failed'));
  }, []);

  useEffect(() => {
    shownUid.current = uid;
    setInfo(null);
    setEditing(false);
    setAdding(false);
    setAlias(friend?.alias ?? '');
    if (!uid) return;
    let live = true;
    ask('msg_get_user_info_req', { uid })
      .then((r) => live && setInfo(r.user_info))
      .catch(() => {});
    loadBlacklist(uid);
    return () => {
      live = false;
    };
  }, [uid, friend?.alias, loadBlacklist]);

  const nickname = info?.nickname ?? friend?.nickname ?? '';
  const shown = friend?.alias || nickname || String(uid);

  const saveAlias = async () => {
    const next = alias.trim().slice(0, 32);
    try {
      await ask('msg_set_alias_req', { fuid: uid, alias: next });
      patchFriend(uid, { alias: next });
      setEditing(false);
      Toast.show({ icon: 'success', content: t('aliasSaved') });
    } catch (error) {
      toastRefusal(error);
    }
  };

  const toggleBlacklist = async () => {
    if (blacklisted === 'failed') return loadBlacklist(uid);
    if (blacklisted === 'loading') return;
    const opertype = blacklisted ? 0 : 1;
    try {
      await ask('msg_set_blacklist_req', { otheruid: uid, opertype });
      setBlacklisted(!blacklisted);
      Toast.show({ content: blacklisted ? t('blacklistRemoved') : t('blacklistAdded') });
    } catch (error) {
      toastRefusal(error);
    }
  };

  const remove = async () => {
    const ok = await Dialog.confirm({ content: t('deleteConfirm') });
    if (!ok) return;
    try {
      await ask('msg_del_friend_req', { frienduid: uid });
      dropFriend(uid);
      Toast.show({ content: t('deleted') });
      onClose();
    } catch (error) {
      toastRefusal(error);
    }
  };

  return (
    <>
      <Popup visible={target !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="fr-sheet">
        {target && (
          <div className="fr-sheet-body" data-testid="profile-sheet">
            <div className="fr-profile-head">
              <Avatar url={info?.headurl ?? friend?.headurl ?? ''} name={shown} seed={uid} size={64} />
              <div className="fr-profile-names">
                <strong data-content data-testid="profile-name">
                  {shown}
                </strong>
                {friend?.alias && nickname && <span data-content>{nickname}</span>}
                <span>{t('fid', { fid: info?.fid ?? friend?.fid ?? '' })}</span>
              </div>
              {blacklisted === true && <span className="fr-tag fr-tag-danger">{t('inBlacklist')}</span>}
            </div>
            <dl className="fr-profile-facts">
              <dt>{t('sign')}</dt>
              <dd data-content>{info?.sign || t('noSign')}</dd>
              <dt>{t('region')}</dt>
              <dd data-content>{info?.region || t('unknownRegion')}</dd>
            </dl>
            {friend && editing && (
              <div className="fr-alias-edit">
                <Input
                  value={alias}
                  onChange={setAlias}
                  maxLength={32}
                  clearable
                  placeholder={t('aliasPlaceholder')}
                  data-testid="profile-alias-input"
                />
                <Button size="small" color="primary" onClick={saveAlias} data-testid="profile-alias-save">
                  {tc('confirm')}
                </Button>
              </div>
            )}
            {uid !== me && (
              <div className="fr-profile-actions">
                {friend || isServiceUid(uid) ? (
                  <Button
                    block
                    color="primary"
                    shape="rounded"
                    onClick={() => go(`/chat?id=${uid}`)}
                    data-testid="profile-send"
                  >
                    {t('sendMessage')}
                  </Button>
                ) : (
                  <Button
                    block
                    color="primary"
                    shape="rounded"
                    disabled={!info?.fid}
                    onClick={() => setAdding(true)}
                    data-testid="profile-add"
                  >
                    {t('addFriend')}
                  </Button>
                )}
                <div className="fr-profile-more">
                  {friend && (
                    <button type="button" onClick={() => setEditing(!editing)} data-testid="profile-alias">
                      {t('setAlias')}
                    </button>
                  )}
                  <button
                    type="button"
                    disabled={blacklisted === 'loading'}
                    onClick={toggleBlacklist}
                    data-testid="profile-blacklist"
                    data-state={String(blacklisted)}
                  >
                    {blacklisted === 'failed'
                      ? t('blacklistRetry')
                      : blacklisted === true
                        ? t('blacklistRemove')
                        : t('blacklistAdd')}
                  </button>
                  {friend && (
                    <button type="button" className="danger" onClick={remove} data-testid="profile-delete">
                      {t('deleteFriend')}
                    </button>
                  )}
                </div>
              </div>
            )}
          </div>
        )}
      </Popup>
      <AddFriendSheet
        key={info?.fid ?? 0}
        visible={adding}
        initial={{ mode: 'fid', value: String(info?.fid ?? '') }}
        onClose={() => setAdding(false)}
      />
    </>
  );
}
