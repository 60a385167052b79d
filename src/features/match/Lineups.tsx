import { SPORT_TYPE } from '../../../protocol/mainApi';
import type { LineupPlayer, TeamLineup } from '../../../protocol/sportsApi';
import { Empty } from '../../components';
import { useLineup } from './api';
import { matchTexts } from './texts';

/** On the pitch a player goes by the last part of the name (`卡洛斯・施密特` → `施密特`). */
function shortName(name: string): string {
  return (
    name
      .split(/[・·\s]/)
      .filter(Boolean)
      .pop() ?? name
  );
}

function PitchPlayer({ player, side }: { player: LineupPlayer; side: 'home' | 'away' }) {
  // NOTE: x/y are per team (y 0 = own goal, percent of its own half); the home side plays up from
  // the bottom, the away side down from the top, mirrored so both face each other.
  const left = side === 'home' ? player.x : 100 - player.x;
  const depth = 4 + player.y * 0.42;
  const top = side === 'home' ? 100 - depth : depth;
  return (
    <div
      className={`pitch-player is-${side}`}
      style={{ left: `${left}%`, top: `${top}%` }}
      data-testid="pitch-player"
    >
      <span className="pitch-shirt">
        {player.shirt_number}
        {player.captain === 1 && <em>C</em>}
      </span>
      <span className="pitch-name" data-content title={player.name}>
        {shortName(player.name)}
      </span>
    </div>
  );
}

function TeamBar({ lineup }: { lineup: TeamLineup }) {
  return (
    <div className="pitch-team">
      <img src={lineup.team.logo} alt="" />
      <span data-content>{lineup.team.name}</span>
      <b>{lineup.formation}</b>
    </div>
  );
}

function PlayerList({ title, players }: { title: string; players: readonly LineupPlayer[] }) {
  return (
    <div className="roster">
      <div className="roster-title">{title}</div>
      {players.map((p) => (
        <div key={p.player_id} className="roster-row" data-testid="roster-player">
          <span className="roster-no">{p.shirt_number}</span>
          <span className="roster-name" data-content>
            {p.name}
          </span>
          <span className="roster-role">{p.role}</span>
        </div>
      ))}
    </div>
  );
}

/** Line-ups: football on a pitch by formation, basketball as starters and bench per team. */
export function Lineups({ id, typeId }: { id: number; typeId: number }) {
  const t = matchTexts.useT();
  const query = useLineup(id, true);
  const data = query.data;
  if (!data) return query.isPending ? null : <Empty text={t('noLineup')} />;
  if (data.home.starters.length === 0 && data.away.starters.length === 0)
    return <Empty text={t('noLineup')} />;
  if (typeId === SPORT_TYPE.FOOTBALL) {
    return (
      <div className="lineups" data-testid="lineups">
        <TeamBar lineup={data.away} />
        <div className="pitch" data-testid="pitch">
          <div className="pitch-lines">
            <i className="pitch-mid" />
            <i className="pitch-circle" />
            <i className="pitch-box is-top" />
            <i className="pitch-box is-bottom" />
          </div>
          {data.away.starters.map((p) => (
            <PitchPlayer key={`a${p.player_id}`} player={p} side="away" />
          ))}
          {data.home.starters.map((p) => (
            <PitchPlayer key={`h${p.player_id}`} player={p} side="home" />
          ))}
        </div>
        <TeamBar lineup={data.home} />
        <div className="roster-pair">
          <PlayerList title={`${t('bench')} · ${data.home.team.name}`} players={data.home.bench} />
          <PlayerList title={`${t('bench')} · ${data.away.team.name}`} players={data.away.bench} />
        </div>
      </div>
    );
  }
  return (
    <div className="lineups" data-testid="lineups">
      {[data.home, data.away].map((team) => (
        <div key={team.team.id} className="roster-team">
          <TeamBar lineup={team} />
          <div className="roster-pair">
            <PlayerList title={t('starters')} players={team.starters} />
            <PlayerList title={t('bench')} players={team.bench} />
          </div>
        </div>
      ))}
    </div>
  );
}
