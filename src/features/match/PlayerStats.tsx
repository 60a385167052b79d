import { useState } from 'react';
import { SPORT_TYPE } from '../../../protocol/mainApi';
import type { MatchDetailData, PlayerStatLine } from '../../../protocol/sportsApi';
import { Empty, Tabs } from '../../components';
import { usePlayerStats } from './api';
import type { MatchTextKey } from './texts';
import { matchTexts } from './texts';

type Column = { key: MatchTextKey; value: (p: PlayerStatLine) => number | string };

const FOOTBALL: readonly Column[] = [
  { key: 'minutes', value: (p) => p.minutes },
  { key: 'goals', value: (p) => p.goals },
  { key: 'assists', value: (p) => p.assists },
  { key: 'shots', value: (p) => p.shots },
  { key: 'cards', value: (p) => `${p.yellow_cards}/${p.red_cards}` },
];

const BASKETBALL: readonly Column[] = [
  { key: 'minutes', value: (p) => p.minutes },
  { key: 'pts', value: (p) => p.points },
  { key: 'reb', value: (p) => p.rebounds },
  { key: 'assists', value: (p) => p.assists },
  { key: 'stl', value: (p) => p.steals },
  { key: 'blk', value: (p) => p.blocks },
  { key: 'threes', value: (p) => p.three_points },
  { key: 'fouls', value: (p) => p.fouls },
];

/** Each player's line of the match, one team at a time. */
export function PlayerStats({ detail, live }: { detail: MatchDetailData; live: boolean }) {
  const t = matchTexts.useT();
  const [side, setSide] = useState<'home' | 'away'>('home');
  const query = usePlayerStats(detail.match.id, true, live);
  const columns = detail.match.type_id === SPORT_TYPE.BASKETBALL ? BASKETBALL : FOOTBALL;
  const lines = query.data?.[side] ?? [];
  return (
    <div className="player-stats" data-testid="player-stats">
      <Tabs activeKey={side} onChange={(k) => setSide(k === 'away' ? 'away' : 'home')} className="side-tabs">
        <Tabs.Tab key="home" title={<span data-content>{detail.home_team.name}</span>} />
        <Tabs.Tab key="away" title={<span data-content>{detail.away_team.name}</span>} />
      </Tabs>
      {lines.length === 0 ? (
        query.isPending ? null : (
          <Empty text={t('noStats')} />
        )
      ) : (
        <div className="pstats-scroll">
          <table className="pstats">
            <thead>
              <tr>
                <th>{t('player')}</th>
                {columns.map((c) => (
                  <th key={c.key}>{t(c.key)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((p) => (
                <tr key={p.player_id} className={p.starter ? 'is-starter' : ''}>
                  <td>
                    <span className="pstats-no">{p.shirt_number}</span>
                    <span data-content>{p.name}</span>
                  </td>
                  {columns.map((c) => (
                    <td key={c.key}>{c.value(p)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
