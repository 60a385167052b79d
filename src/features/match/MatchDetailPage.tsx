import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { isMatchInPlay } from '../../../protocol/mainApi';
import { isMatchOver } from '../../../protocol/sports';
import { LOG_ACTION, useLogActionOnce } from '../../api/actionLog';
import { PageHeader, Tabs } from '../../components';
import { useDrawnInSlices } from '../../lib/drawnInSlices';
import { config } from '../../state/config';
import { requireSocket } from '../session';
import { Analysis } from './Analysis';
import { useMatchDetail } from './api';
import { DetailHeader } from './DetailHeader';
import { Lineups } from './Lineups';
import { MatchAd } from './MatchAd';
import { PlayerStats } from './PlayerStats';
import { StatsPanel } from './StatsPanel';
import { Timeline } from './Timeline';
import { matchTexts } from './texts';

const TABS = ['timeline', 'stats', 'lineup', 'players', 'analysis'] as const;
type Tab = (typeof TABS)[number];
const TAB_TITLES = {
  timeline: 'tabTimeline',
  stats: 'tabStats',
  lineup: 'tabLineup',
  players: 'tabPlayers',
  analysis: 'tabAnalysis',
} as const;

/** /matchdetail?id=: one match with its timeline, statistics, line-ups, players and analysis. */
export function MatchDetailPage() {
  const t = matchTexts.useT();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const [tab, setTab] = useState<Tab>('timeline');
  const { server } = useSnapshot(config);
  // NOTE: is_has_intelligence 0 takes the analysis tab (head-to-head, form: the match's
  // intelligence) away, as an operator without that data would.
  const tabs: readonly Tab[] =
    server?.is_has_intelligence === 0 ? TABS.filter((k) => k !== 'analysis') : TABS;
  const shown: Tab = tabs.includes(tab) ? tab : 'timeline';
  const [over, setOver] = useState(false);
  const query = useMatchDetail(id, !over);
  const detail = useDrawnInSlices(query.data);
  const inPlay = detail ? isMatchInPlay(detail.match.type_id, detail.match.status_id) : false;
  const ended = detail ? isMatchOver(detail.match.type_id, detail.match.status_id) : false;
  useLogActionOnce(
    `match:${id}`,
    detail ? { action_id: LOG_ACTION.MATCH_DETAIL, match_id: id, type_id: detail.match.type_id } : undefined,
  );
  // NOTE: the page refreshes until the match is over (a match about to kick off goes live here).
  useEffect(() => setOver(ended), [ended]);
  useEffect(() => {
    requireSocket();
  }, []);

  return (
    <div className="pane match-detail" data-testid="match-detail">
      <PageHeader title={t('detailTitle')} />
      {!detail ? (
        query.isError || id === 0 ? (
          <ErrorBlock status="empty" title={t('loadFailed')} description="">
            <Button size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </ErrorBlock>
        ) : (
          <div className="match-loading">
            <DotLoading color="primary" />
          </div>
        )
      ) : (
        <>
          <DetailHeader detail={detail} />
          <MatchAd />
          <Tabs
            className="detail-tabs"
            activeKey={shown}
            onChange={(k) => setTab(tabs.find((name) => name === k) ?? 'timeline')}
          >
            {tabs.map((k) => (
              <Tabs.Tab key={k} title={<span data-testid={`tab-${k}`}>{t(TAB_TITLES[k])}</span>} />
            ))}
          </Tabs>
          <div className="scroll detail-body">
            {shown === 'timeline' && <Timeline match={detail.match} events={detail.events} />}
            {shown === 'stats' && <StatsPanel detail={detail} />}
            {shown === 'lineup' && <Lineups id={detail.match.id} typeId={detail.match.type_id} />}
            {shown === 'players' && <PlayerStats detail={detail} live={inPlay} />}
            {shown === 'analysis' && <Analysis id={detail.match.id} />}
          </div>
        </>
      )}
    </div>
  );
}
