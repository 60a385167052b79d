import { Button, NavBar, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { Avatar, Empty, Spinner } from '../../components';
import { Popup } from '../../components/sheets';
import { type UserProfile, useHub } from '../../hub';
import { commonTexts } from '../../i18n/common';
import { refusalText, toastRefusal } from './refusal';
import { friendTexts } from './texts';

type Listing =
  | { state: 'loading' }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; users: readonly UserProfile[] };

function BlacklistView({ onClose }: { onClose: () => void }) {
  const t = friendTexts.useT();
  const tc = commonTexts.useT();
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [busy, setBusy] = useState(0);
  const hub = useHub();

  const load = useCallback(() => {
    setListing({ state: 'loading' });
    hub
      .blacklist()
      .then((users) => setListing({ state: 'ready', users }))
      .catch((error: unknown) => setListing({ state: 'failed', reason: refusalText(error) }));
  }, [hub]);
  useEffect(load, [load]);

  const unlist = async (uid: number) => {
    setBusy(uid);
    try {
      await hub.setBlacklisted(uid, false);
      setListing((l) => (l.state === 'ready' ? { ...l, users: l.users.filter((u) => u.uid !== uid) } : l));
      Toast.show({ content: t('blacklistRemoved') });
    } catch (error) {
      toastRefusal(error);
    } finally {
      setBusy(0);
    }
  };

  return (
    <div className="fr-fullsheet-body" data-testid="blacklist-sheet">
      <div className="page-header">
        <NavBar onBack={onClose} backIcon data-testid="blacklist-back">
          {t('blacklist')}
        </NavBar>
      </div>
      <div className="scroll">
        <div className="fr-blacklist-hint">{t('blacklistHint')}</div>
        {listing.state === 'loading' && (
          <div className="fr-loading">
            <Spinner />
          </div>
        )}
        {listing.state === 'failed' && (
          <div className="fr-failed" data-testid="blacklist-failed">
            <Empty text={listing.reason} />
            <Button size="small" shape="rounded" onClick={load}>
              {tc('retry')}
            </Button>
          </div>
        )}
        {listing.state === 'ready' && listing.users.length === 0 && <Empty text={t('blacklistEmpty')} />}
        {listing.state === 'ready' && listing.users.length > 0 && (
          <section className="section">
            {listing.users.map((u) => {
              const name = u.nickname || String(u.uid);
              return (
                <div className="fr-apply" key={u.uid} data-testid="blacklist-row" data-uid={u.uid}>
                  <Avatar url={u.headurl} name={name} seed={u.uid} size={44} />
                  <div className="fr-apply-text">
                    <strong data-content>{name}</strong>
                    <small>{t('fid', { fid: u.fid })}</small>
                  </div>
                  <Button
                    size="mini"
                    fill="outline"
                    loading={busy === u.uid}
                    disabled={busy !== 0}
                    onClick={() => unlist(u.uid)}
                    data-testid="blacklist-remove"
                  >
                    {t('blacklistUnlist')}
                  </Button>
                </div>
              );
            })}
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * The black list over /friend, full screen: each user with avatar, name and fid, and a button
 * taking them off it.
 */
export function BlacklistSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  // NOTE: unmounted when closed (as AddFriendSheet), so it loads afresh each time it opens.
  if (!visible) return null;
  return (
    <Popup visible position="right" onClose={onClose} bodyClassName="fr-fullsheet">
      <BlacklistView onClose={onClose} />
    </Popup>
  );
}
