import '../search/search.css';
import { SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useBack } from '../../app/navigation';
import { Empty, Spinner } from '../../components';
import { useHubState } from '../../hub';
import { AddFriendSheet } from './AddFriendSheet';
import { ContactHits, GroupHits, MessageHits, UserHits } from './ImSearchSections';
import { ProfileSheet, type ProfileTarget } from './ProfileSheet';
import { friendTexts } from './texts';
import { useImSearch } from './useImSearch';

const TYPE_DELAY_MS = 350;

/** /imsearch: users by phone or fid, friends, my groups and chat messages — grouped results. */
export function ImSearchPage() {
  const t = friendTexts.useT();
  const back = useBack('/message');
  const { uid } = useHubState();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [profile, setProfile] = useState<ProfileTarget | null>(null);
  const [adding, setAdding] = useState<{ mode: 'phone' | 'fid'; value: string } | null>(null);
  const found = useImSearch(keyword);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), TYPE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="pane fr-page" data-testid="imsearch-page">
      <div className="page-header search-header">
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={(v) => setKeyword(v.trim())}
          placeholder={t('searchPlaceholder')}
          showCancelButton={() => true}
          onCancel={back}
          autoFocus
          data-testid="imsearch-input"
        />
      </div>
      <div className="scroll">
        {!keyword && <div className="fr-hint">{t('searchHint')}</div>}
        {keyword && found.loading && (
          <div className="fr-loading">
            <Spinner />
          </div>
        )}
        {found.nothing && <Empty text={t('noResult')} />}
        <UserHits
          users={found.users}
          friendOf={found.friendOf}
          onOpen={(uid) => setProfile({ uid })}
          onAdd={(fid) => setAdding({ mode: 'fid', value: String(fid) })}
        />
        <ContactHits contacts={found.contacts} onOpen={(uid) => setProfile({ uid })} />
        <GroupHits groups={found.groups} />
        <MessageHits messages={found.messages} me={uid ?? 0} />
      </div>
      <ProfileSheet target={profile} onClose={() => setProfile(null)} />
      <AddFriendSheet
        key={adding?.value ?? ''}
        visible={adding !== null}
        initial={adding ?? undefined}
        onClose={() => setAdding(null)}
      />
    </div>
  );
}
