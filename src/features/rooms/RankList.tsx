import { AppLink, Avatar, Empty, FireIcon, Spinner } from '../../components';
import { useLang } from '../../i18n';
import { compactNumber } from '../../lib/text';
import { useHostRanking } from './roomApi';
import { playerTexts } from './texts';

/** The host ranking by heat (hostRankingList); `type` 0 is every sport. */
export function RankList({ type, compact = false }: { type: number; compact?: boolean }) {
  const t = playerTexts.useT();
  const lang = useLang();
  const ranking = useHostRanking(type);
  if (ranking.isPending) {
    return (
      <div className="player-pending">
        <Spinner />
      </div>
    );
  }
  const list = ranking.data ?? [];
  if (list.length === 0) return <Empty text={t('rankEmpty')} />;
  return (
    <div className={compact ? 'rank-list rank-list-compact' : 'rank-list'} data-testid="rank-list">
      {list.map((r) => (
        <AppLink key={r.uid} to={`/player?id=${r.room_id}`} className="rank-row" testId="rank-row">
          <span className={`rank-no rank-no-${Math.min(r.rank, 4)}`}>{r.rank}</span>
          <Avatar url={r.headurl} name={r.nickName} seed={r.uid} size={40} className="rank-avatar" />
          <span className="rank-name" data-content>
            {r.nickName}
          </span>
          <span className="rank-heat">
            <FireIcon /> {compactNumber(r.heat, lang)}
          </span>
        </AppLink>
      ))}
    </div>
  );
}
