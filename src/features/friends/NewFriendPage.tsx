import { Button, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { APPLY_STATE } from '../../../protocol/enums';
import { Avatar, Empty, PageHeader, Spinner } from '../../components';
import { type ApplyRow, useHub } from '../../hub';
import { useFriendApplies } from '../../hub/chatData';
import { AddFriendSheet } from './AddFriendSheet';
import { toastRefusal } from './refusal';
import { friendTexts } from './texts';

const STATE_TEXT = {
  [APPLY_STATE.ACCEPTED]: 'accepted',
  [APPLY_STATE.REFUSED]: 'refused',
  [APPLY_STATE.EXPIRED]: 'expired',
} as const;

/**
 * /newfriend: the applications received, accepted or refused here. The hub keeps them in imapply
 * (at login and on every push) and an accepted applicant in imfriend; this page only reads them.
 */
export function NewFriendPage() {
  const t = friendTexts.useT();
  const hub = useHub();
  const list = useFriendApplies() ?? null;
  const [busy, setBusy] = useState(0);
  const [adding, setAdding] = useState(false);

  // NOTE: applications expire with time, which no push tells: the page asks for them once.
  useEffect(() => {
    hub.refreshFriendApplies().catch(() => {});
  }, [hub]);

  const handle = async (apply: ApplyRow, accept: boolean) => {
    setBusy(apply.uid);
    try {
      await hub.handleFriendApply(apply.uid, accept);
      Toast.show({ icon: 'success', content: accept ? t('acceptedToast') : t('refusedToast') });
    } catch (error) {
      toastRefusal(error);
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
            <Spinner />
          </div>
        )}
        {list?.length === 0 && <Empty text={t('noApplies')} />}
        {list && list.length > 0 && (
          <section className="section fr-applies">
            <div className="section-title">{t('applies')}</div>
            {list.map((a) => {
              const name = a.nickname || String(a.uid);
              return (
                <div className="fr-apply" key={a.uid} data-testid="apply-row" data-uid={a.uid}>
                  <Avatar url={a.headurl} name={name} seed={a.uid} size={44} />
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
                        onClick={() => handle(a, false)}
                        data-testid="apply-refuse"
                      >
                        {t('refuse')}
                      </Button>
                      <Button
                        size="mini"
                        color="primary"
                        loading={busy === a.uid}
                        disabled={busy !== 0}
                        onClick={() => handle(a, true)}
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
