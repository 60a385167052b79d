import type { MatchDetailData } from '../../../protocol/sportsApi';
import { Empty } from '../../components';
import { periodKey, statKey, statShares, statValue } from './format';
import { matchTexts } from './texts';

/** The score of each period (basketball quarters and overtime, football halves), with totals. */
export function PeriodTable({ detail }: { detail: MatchDetailData }) {
  const t = matchTexts.useT();
  const { periods } = detail;
  if (periods.length === 0) return null;
  const sum = (side: 'home' | 'away') => periods.reduce((n, p) => n + p[side], 0);
  const rows = [
    { key: 'home', team: detail.home_team, side: 'home' as const },
    { key: 'away', team: detail.away_team, side: 'away' as const },
  ];
  return (
    <div className="period-table" data-testid="period-table">
      <table>
        <thead>
          <tr>
            <th />
            {periods.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: periods are a fixed sequence, labels repeat (overtimes)
              <th key={i} data-testid="period-label">
                {t(periodKey(p.label, i))}
              </th>
            ))}
            <th>{t('total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <td>
                <img src={r.team.logo} alt="" />
                <span data-content>{r.team.name}</span>
              </td>
              {periods.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: periods are a fixed sequence, labels repeat (overtimes)
                <td key={i}>{p[r.side]}</td>
              ))}
              <td className="period-total">{sum(r.side)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Team statistics as paired bars (home left, away right), with the period table above. */
export function StatsPanel({ detail }: { detail: MatchDetailData }) {
  const t = matchTexts.useT();
  const typeId = detail.match.type_id;
  const stats = detail.stats.flatMap((s) => {
    const key = statKey(typeId, s.type);
    return key ? [{ ...s, key }] : [];
  });
  return (
    <div className="stats-panel">
      <PeriodTable detail={detail} />
      {stats.length === 0 ? (
        <Empty text={t('noStats')} />
      ) : (
        <ul className="stat-bars" data-testid="stat-bars">
          {stats.map((s) => {
            const share = statShares(s);
            const lead = s.home === s.away ? '' : s.home > s.away ? 'home' : 'away';
            return (
              <li key={s.type} data-testid="stat-row" className={lead ? `lead-${lead}` : ''}>
                <div className="stat-head">
                  <b>{statValue(typeId, s.type, s.home)}</b>
                  <span className="stat-name">{t(s.key)}</span>
                  <b>{statValue(typeId, s.type, s.away)}</b>
                </div>
                <div className="stat-track">
                  <div className="stat-half is-home">
                    <i style={{ width: `${share.home * 100}%` }} />
                  </div>
                  <div className="stat-half is-away">
                    <i style={{ width: `${share.away * 100}%` }} />
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
