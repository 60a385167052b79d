import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { normalPath } from '../../../protocol/landing';
import { useNetworkOnline } from '../../api';
import { useGo } from '../../app/navigation';
import { OfflineState, PullToRefresh } from '../../components';
import { dayKey } from '../../lib/dateFormat';
import { useDrawnInSlices } from '../../lib/drawnInSlices';
import { requireSocket } from '../session';
import { useMatchList, useMatchSettings } from './api';
import { DateStrip } from './DateStrip';
import { dateStrip } from './format';
import { MatchList } from './MatchList';
import { SportTabs } from './SportTabs';
import { matchTexts } from './texts';

function SettingsIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" strokeLinecap="round" />
      <circle cx="16" cy="7" r="2.2" />
      <circle cx="10" cy="17" r="2.2" />
    </svg>
  );
}

/** /match: the schedule by sport and day, grouped by league, matches in play first (kept alive). */
export function MatchPage() {
  const t = matchTexts.useT();
  const go = useGo();
  const { pathname } = useLocation();
  const visible = normalPath(pathname) === '/match';
  // NOTE: the strip's days are the device's, as every date the app shows (docs/time.md).
  const [today, setToday] = useState(() => dayKey(Date.now()));
  const days = useMemo(() => dateStrip(today), [today]);
  const [date, setDate] = useState(today);
  const settings = useMatchSettings(true);
  const sports = settings.data?.sports ?? [1, 2, 3];
  const [sport, setSport] = useState('1');
  const typeId = sports.includes(Number(sport)) ? Number(sport) : (sports[0] ?? 1);
  const query = useMatchList(typeId, date, visible);
  const online = useNetworkOnline();
  // NOTE: offline the query waits (paused), or never starts while the session cannot log in
  // again; either way nothing comes until the network does, so the page says so (issue 49).
  const unreachable = !query.data && (query.fetchStatus === 'paused' || !online);
  const shown = useDrawnInSlices(
    useMemo(
      () => ({ unreachable, pending: query.isPending, failed: query.isError, list: query.data?.list }),
      [unreachable, query.isPending, query.isError, query.data],
    ),
  );

  useEffect(() => {
    requireSocket();
  }, []);
  useEffect(() => {
    if (!visible) return;
    const now = dayKey(Date.now());
    if (now !== today) {
      if (date === today) setDate(now);
      setToday(now);
    }
  }, [visible, today, date]);

  return (
    <div className="match-page" data-testid="match-page">
      <header className="match-top">
        <h1>{t('title')}</h1>
        <button type="button" className="match-top-btn" onClick={() => go('/ball')} data-testid="to-ball">
          {t('ballTitle')}
        </button>
        <button
          type="button"
          className="match-top-icon"
          aria-label={t('settingsTitle')}
          onClick={() => go('/matchsetting')}
          data-testid="to-settings"
        >
          <SettingsIcon />
        </button>
      </header>
      <SportTabs value={String(typeId)} onChange={setSport} sports={sports} />
      <DateStrip days={days} value={date} onChange={setDate} />
      <div className="scroll match-scroll">
        <PullToRefresh onRefresh={async () => void (await query.refetch())}>
          {shown.unreachable ? (
            <OfflineState onRetry={() => void query.refetch()} />
          ) : shown.pending ? (
            <div className="match-loading">
              <DotLoading color="primary" />
            </div>
          ) : shown.failed || !shown.list ? (
            <ErrorBlock status="disconnected" title={t('loadFailed')} description="">
              <Button size="small" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </ErrorBlock>
          ) : (
            <MatchList list={shown.list} />
          )}
        </PullToRefresh>
      </div>
    </div>
  );
}
