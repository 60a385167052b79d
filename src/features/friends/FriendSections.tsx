// The parts of /friend: the entries above the list (new friends, my groups, new group, black list)
// and a friend's row.
import { Badge } from 'antd-mobile';
import { useState } from 'react';
import { useGo } from '../../app/navigation';
import { badgeText } from '../../app/tabs';
import { Avatar, ChevronRightIcon } from '../../components';
import { useUnread } from '../../hub';
import { groupPath } from '../../lib/paths';
import { friendTexts } from './texts';
import { displayName, type Friend } from './useFriendDirectory';
import { useMyGroups } from './useMyGroups';

export function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function EntryIcon({ kind }: { kind: 'new' | 'groups' | 'create' | 'blacklist' }) {
  const paths = {
    new: 'M15 19c0-2.8-2.7-5-6-5s-6 2.2-6 5M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7M19 8v6M16 11h6',
    groups:
      'M17 19c0-2.5-2.2-4.5-5-4.5S7 16.5 7 19M12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 17c0-1.8-1.2-3.2-3-3.7M4 17c0-1.8 1.2-3.2 3-3.7M17 10.5a2.3 2.3 0 0 0 0-4.5M7 10.5a2.3 2.3 0 0 1 0-4.5',
    create: 'M4 6h16v10H9l-5 4zM12 8.5v5M9.5 11h5',
    blacklist: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16M6.3 6.3l11.4 11.4',
  } as const;
  return (
    <span className={`fr-entry-icon fr-entry-${kind}`}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d={paths[kind]}
          stroke="#fff"
          strokeWidth="1.8"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

export function FriendItem({ friend, onOpen }: { friend: Friend; onOpen: () => void }) {
  const t = friendTexts.useT();
  const name = displayName(friend);
  return (
    <button type="button" className="fr-row" onClick={onOpen} data-testid="friend-row" data-uid={friend.uid}>
      <span className="fr-avatar-wrap">
        <Avatar url={friend.headurl} name={name} seed={friend.uid} />
        <i className={friend.online ? 'fr-dot fr-dot-on' : 'fr-dot'} />
      </span>
      <span className="fr-row-text">
        <strong data-content>{name}</strong>
        <small className={friend.online ? 'fr-online' : ''}>
          {friend.online ? t('online') : friend.sign ? <span data-content>{friend.sign}</span> : t('offline')}
        </small>
      </span>
    </button>
  );
}

/** New friends (with the pending badge), my groups (unfolding), new group, black list. */
export function FriendEntries({ onBlacklist }: { onBlacklist: () => void }) {
  const t = friendTexts.useT();
  const go = useGo();
  const unread = useUnread();
  const groups = useMyGroups();
  const [showGroups, setShowGroups] = useState(false);
  return (
    <div className="fr-entries">
      <button
        type="button"
        className="fr-entry"
        onClick={() => go('/newfriend')}
        data-testid="entry-newfriend"
      >
        <EntryIcon kind="new" />
        <span>{t('newFriends')}</span>
        {unread.friendApplies > 0 && (
          <Badge content={badgeText(unread.friendApplies)} data-testid="newfriend-badge" />
        )}
        <ChevronRightIcon className="fr-chevron" />
      </button>
      <button
        type="button"
        className="fr-entry"
        onClick={() => setShowGroups(!showGroups)}
        data-testid="entry-groups"
      >
        <EntryIcon kind="groups" />
        <span>{t('myGroups')}</span>
        <em>{groups?.length ?? 0}</em>
        <ChevronRightIcon className={showGroups ? 'fr-chevron fr-open' : 'fr-chevron'} />
      </button>
      {showGroups &&
        groups?.map((g) => (
          <button
            type="button"
            key={g.groupkey}
            className="fr-row fr-group-row"
            onClick={() => go(groupPath(g.groupkey))}
            data-testid="group-row"
          >
            <Avatar url={g.headurl} name={g.nickname || String(g.groupkey)} seed={g.groupkey} />
            <span className="fr-row-text">
              <strong data-content>{g.nickname || String(g.groupkey)}</strong>
              <small>{t('members', { n: g.member_cnt })}</small>
            </span>
          </button>
        ))}
      <button
        type="button"
        className="fr-entry"
        onClick={() => go('/group')}
        data-testid="entry-create-group"
      >
        <EntryIcon kind="create" />
        <span>{t('createGroup')}</span>
        <ChevronRightIcon className="fr-chevron" />
      </button>
      <button type="button" className="fr-entry" onClick={onBlacklist} data-testid="entry-blacklist">
        <EntryIcon kind="blacklist" />
        <span>{t('blacklist')}</span>
        <ChevronRightIcon className="fr-chevron" />
      </button>
    </div>
  );
}
