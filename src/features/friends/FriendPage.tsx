import { IndexBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useGo } from '../../app/navigation';
import { Empty, SearchIcon, Spinner } from '../../components';
import { emit } from '../../state/events';
import { useSession } from '../session';
import { AddFriendSheet } from './AddFriendSheet';
import { BlacklistSheet } from './BlacklistSheet';
import { FriendEntries, FriendItem, PlusIcon } from './FriendSections';
import { groupByLetter } from './initials';
import { ProfileSheet, type ProfileTarget } from './ProfileSheet';
import { friendTexts } from './texts';
import { displayName, useFriendDirectory } from './useFriendDirectory';

/** /friend: entries (new friends with the pending badge, my groups, new group, black list), the A–Z friend list. */
export function FriendPage() {
  const t = friendTexts.useT();
  const go = useGo();
  const session = useSession();
  const { friends, status } = useFriendDirectory();
  const [adding, setAdding] = useState(false);
  const [showBlacklist, setShowBlacklist] = useState(false);
  const [profile, setProfile] = useState<ProfileTarget | null>(null);
  const sections = useMemo(() => groupByLetter(friends, displayName), [friends]);
  const guest = session.isYk || !session.phone;

  return (
    <div className="pane fr-page" data-testid="friend-page">
      <div className="page-header fr-header">
        <span className="fr-header-title">{t('title')}</span>
        <span className="fr-header-actions">
          <button
            type="button"
            aria-label={t('search')}
            onClick={() => go('/imsearch')}
            data-testid="friend-search"
          >
            <SearchIcon />
          </button>
          {!guest && (
            <button
              type="button"
              aria-label={t('addFriend')}
              onClick={() => setAdding(true)}
              data-testid="friend-add"
            >
              <PlusIcon />
            </button>
          )}
        </span>
      </div>
      {guest ? (
        <div className="scroll fr-guest">
          <Empty text={t('loginFirst')} />
          <button
            type="button"
            className="fr-login"
            onClick={() => emit('showLogin', {})}
            data-testid="friend-login"
          >
            {t('login')}
          </button>
        </div>
      ) : (
        <div className="fr-body">
          <IndexBar sticky>
            <IndexBar.Panel index="★" title="" key="entries">
              <FriendEntries onBlacklist={() => setShowBlacklist(true)} />
              {status === 'loading' && friends.length === 0 && (
                <div className="fr-loading">
                  <Spinner />
                </div>
              )}
              {status === 'ready' && friends.length === 0 && <Empty text={t('noFriends')} />}
            </IndexBar.Panel>
            {sections.map(([letter, list]) => (
              <IndexBar.Panel index={letter} title={letter} key={letter}>
                {list.map((f) => (
                  <FriendItem key={f.uid} friend={f} onOpen={() => setProfile({ uid: f.uid })} />
                ))}
                {letter === sections.at(-1)?.[0] && (
                  <div className="fr-count">{t('friendCount', { n: friends.length })}</div>
                )}
              </IndexBar.Panel>
            ))}
          </IndexBar>
        </div>
      )}
      <AddFriendSheet visible={adding} onClose={() => setAdding(false)} />
      <ProfileSheet target={profile} onClose={() => setProfile(null)} />
      <BlacklistSheet visible={showBlacklist} onClose={() => setShowBlacklist(false)} />
    </div>
  );
}
