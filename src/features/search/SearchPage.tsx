import { SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useHotWords, useSearch } from '../../api';
import { useBack } from '../../app/navigation';
import { AppLink, Avatar, Empty, LiveRoomCard, MatchCard, Spinner } from '../../components';
import { formatMinute } from '../../lib/dateFormat';
import { searchTexts } from './texts';

const TYPE_DELAY_MS = 400;

/** /search: hot words (encryptionSearchShow) and results (encryptionHomeSearchData). */
export function SearchPage() {
  const t = searchTexts.useT();
  const back = useBack('/');
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const hot = useHotWords();
  const result = useSearch(keyword);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), TYPE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const data = keyword ? result.data : undefined;
  const empty = data && data.hosts.length + data.rooms.length + data.news.length + data.matches.length === 0;

  return (
    <div className="pane" data-testid="search-page">
      <div className="page-header search-header">
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={(v) => setKeyword(v.trim())}
          placeholder={t('placeholder')}
          showCancelButton={() => true}
          cancelText={t('cancel')}
          onCancel={back}
          autoFocus
          data-testid="search-input"
        />
      </div>
      <div className="scroll search-body">
        {!keyword && (hot.data?.length ?? 0) > 0 && (
          <section className="section">
            <div className="section-title">{t('hot')}</div>
            <div className="hot-words" data-testid="hot-words">
              {hot.data?.map((w, i) => (
                <button
                  key={w.word}
                  type="button"
                  className={i < 3 ? 'hot-word top' : 'hot-word'}
                  onClick={() => {
                    setText(w.word);
                    setKeyword(w.word);
                  }}
                  data-content
                >
                  {w.word}
                </button>
              ))}
            </div>
          </section>
        )}
        {keyword && result.isFetching && !data && (
          <div className="news-loading">
            <Spinner />
          </div>
        )}
        {empty && <Empty text={t('noResult')} />}
        {data && data.hosts.length > 0 && (
          <section className="section">
            <div className="section-title">{t('hosts')}</div>
            <div className="search-hosts">
              {data.hosts.map((h) => (
                <AppLink key={h.uid} to={`/player?id=${h.room_id}`} className="search-host">
                  <Avatar url={h.headurl} name={h.nickName} seed={h.uid} size={52} />
                  <span data-content>{h.nickName}</span>
                </AppLink>
              ))}
            </div>
          </section>
        )}
        {data && data.matches.length > 0 && (
          <section className="section" data-testid="search-matches">
            <div className="section-title">{t('matches')}</div>
            <div className="search-matches">
              {data.matches.map((m) => (
                <MatchCard key={m.id} match={m} />
              ))}
            </div>
          </section>
        )}
        {data && data.rooms.length > 0 && (
          <section className="search-rooms" data-testid="search-rooms">
            <div className="section-title">{t('rooms')}</div>
            <div className="live-grid">
              {data.rooms.map((room) => (
                <LiveRoomCard key={room.room_id} room={room} />
              ))}
            </div>
          </section>
        )}
        {data && data.news.length > 0 && (
          <section className="section" data-testid="search-news">
            <div className="section-title">{t('news')}</div>
            {data.news.map((n) => (
              <AppLink key={n.id} to={`/NewsDetail?id=${n.id}`} className="search-news-row">
                <span data-content>{n.title}</span>
                <time>{formatMinute(n.createdDate)}</time>
              </AppLink>
            ))}
          </section>
        )}
      </div>
    </div>
  );
}
