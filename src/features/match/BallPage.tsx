import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isMatchInPlay } from '../../../protocol/mainApi';
import type { MatchItem } from '../../../protocol/sportsApi';
import { Empty, PageHeader, PullToRefresh } from '../../components';
import { requireSocket } from '../session';
import { useFollowList, useMatchSettings, useScoreHome } from './api';
import { MatchRow } from './MatchRow';
import { SportTabs } from './SportTabs';
import type { MatchTextKey } from './texts';
import { matchTexts } from './texts';

function Section({ title, list }: { title: MatchTextKey; list: readonly MatchItem[] }) {
  const t = matchTexts.useT();
  if (list.length === 0) return null;
  return (
    <section className="mleague" data-testid={`ball-${title}`}>
      <header className="mleague-head">
        <i style={{ background: title === 'inPlay' ? 'var(--accent)' : 'var(--navy-2)' }} />
        <span>{t(title)}</span>
        <em>{list.length}</em>
      </header>
      {list.map((m) => (
        <MatchRow key={m.id} match={m} withDay />
      ))}
    </section>
  );
}

function Sections({ list }: { list: readonly MatchItem[] }) {
  const over = (m: MatchItem) => !isMatchInPlay(m.type_id, m.status_id) && m.status_id !== 1;
  return (
    <div className="mlist">
      <Section title="inPlay" list={list.filter((m) => isMatchInPlay(m.type_id, m.status_id))} />
      <Section title="upcoming" list={list.filter((m) => m.status_id === 1)} />
      <Section title="recent" list={list.filter(over)} />
    </div>
  );
}

/**
 * /ball, the score page ("ball" scores): every sport's matches in play, then the next 24 hours',
 * then the last 24 hours' results (ScoreHome), and the user's followed matches.
 */
export function BallPage() {
  const t = matchTexts.useT();
  const { pathname } = useLocation();
  const visible = pathname.toLowerCase() === '/ball';
  const [tab, setTab] = useState('0');
  const settings = useMatchSettings(true);
  const follows = tab === 'follow';
  const scores = useScoreHome(follows ? 0 : Number(tab), visible && !follows);
  const followList = useFollowList(follows, visible && follows);
  const query = follows ? followList : scores;
  const list = (follows ? followList.data?.list : scores.data?.list) ?? [];
  useEffect(() => {
    requireSocket();
  }, []);
  return (
    <div className="pane match-page" data-testid="ball-page">
      <PageHeader title={t('ballTitle')} />
      <SportTabs
        value={tab}
        onChange={setTab}
        sports={settings.data?.sports ?? [1, 2, 3]}
        extra={[
          { key: '0', title: t('all') },
          { key: 'follow', title: t('myFollows') },
        ]}
      />
      <div className="scroll match-scroll">
        <PullToRefresh onRefresh={async () => void (await query.refetch())}>
          {query.isPending && (!follows || followList.fetchStatus !== 'idle') ? (
            <div className="match-loading">
              <DotLoading color="primary" />
            </div>
          ) : list.length === 0 ? (
            <Empty text={t(follows ? 'noFollows' : 'noMatches')} />
          ) : (
            <Sections list={list} />
          )}
        </PullToRefresh>
      </div>
    </div>
  );
}
