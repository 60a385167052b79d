import { Button, SpinLoading, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import type { net } from '../../../protocol';
import { APPLY_STATE } from '../../../protocol/enums';
import { HANDLE_APPLY } from '../../../protocol/messaging';
import { Empty, PageHeader } from '../../components';
import { useHubEvent, useHubState } from '../../hub';
import { AddFriendSheet } from './AddFriendSheet';
import { Avatar } from './Avatar';
import { refreshFriends } from './friendStore';
import { ask, toastRefusal } from './hubCalls';
import { friendTexts } from './texts';

const STATE_TEXT = {
  [APPLY_STATE.ACCEPTED]: 'accepted',
  [APPLY_STATE.REFUSED]: 'refused',
  [APPLY_STATE.EXPIRED]: 'expired',
} as const;

/** /newfriend: the applications received (msg_friend_apply_list_req), accepted or refused here. */
export function NewFriendPage() {
  const t = friendTexts.useT();
  const { uid } = useHubState();
  const [list, setList] = useState<net.friend_apply[] | null>(null);
  const [busy, setBusy] = useState(0);
  const [adding, setAdding] = useState(false);

  const load = useCallback(() => {
    ask('msg_friend_apply_list_req', {})
      .then((r) => setList(r.apply_list))
      .catch((error: unknown) => {
        setList((old) => old ?? []);
        toastRefusal(error);
      });
  }, []);

  useEffect(() => {
    if (uid) load();
  }, [uid, load]);
  useHubEvent('friend-apply', load);

  const handle = async (apply: net.friend_apply, handletype: number) => {
    const other = apply.info.uid;
    setBusy(other);
    try {
      await ask('msg_handle_friend_apply_req', { otheruid: other, handletype });
      const state = handletype === HANDLE_APPLY.ACCEPT ? APPLY_STATE.ACCEPTED : APPLY_STATE.REFUSED;
      setList((old) => old?.map((a) => (a.info.uid === other ? { ...a, applyState: state } : a)) ?? null);
      Toast.show({
        icon: 'success',
        content: handletype === HANDLE_APPLY.ACCEPT ? t('acceptedToast') : t('refusedToast'),
      });
      if (handletype === HANDLE_APPLY.ACCEPT && uid) refreshFriends(uid).catch(() => {});
    } catch (error) {
      toastRefusal(error);
      load();
    } finally {
      setBusy(0);
    }
  };

  return (
    <div className="pane fr-page" data-testid="newfriend-page">
      <PageHeader
        title={t('newFriends')}
        right={
          <button
            type="button"
            className="fr-header-link"
            onClick={() => setAdding(true)}
            data-testid="newfriend-add"
          >
            {t('addFriend')}
          </button>
        }
      />
      <div className="scroll">
        {list === null && (
          <div className="fr-loading">
            <SpinLoading color="primary" />
          </div>
        )}
        {list?.length === 0 && <Empty text={t('noApplies')} />}
        {list && list.length > 0 && (
          <section className="section fr-applies">
            <div className="section-title">{t('applies')}</div>
            {list.map((a) => {
              const name = a.info.nickname || String(a.info.uid);
              return (
                <div className="fr-apply" key={a.info.uid} data-testid="apply-row" data-uid={a.info.uid}>
                  <Avatar url={a.info.headurl} name={name} seed={a.info.uid} size={44} />
                  <div className="fr-apply-text">
                    <strong data-content>{name}</strong>
                    <small data-content>{a.hellomsg}</small>
                  </div>
                  {a.applyState === APPLY_STATE.PENDING ? (
                    <div className="fr-apply-actions">
                      <Button
                        size="mini"
                        fill="outline"
                        disabled={busy !== 0}
                        onClick={() => handle(a, HANDLE_APPLY.REFUSE)}
                        data-testid="apply-refuse"
                      >
                        {t('refuse')}
                      </Button>
                      <Button
                        size="mini"
                        color="primary"
                        loading={busy === a.info.uid}
                        disabled={busy !== 0}
                        onClick={() => handle(a, HANDLE_APPLY.ACCEPT)}
                        data-testid="apply-accept"
                      >
                        {t('accept')}
                      </Button>
                    </div>
                  ) : (
                    <span className="fr-apply-state" data-testid="apply-state">
                      {t(STATE_TEXT[a.applyState as keyof typeof STATE_TEXT] ?? 'pending')}
                    </span>
                  )}
                </div>
              );
            })}
          </section>
        )}
      </div>
      <AddFriendSheet visible={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
