import type {
  AnalysisData,
  FormResult,
  LineupData,
  MatchDetailData,
  MatchItem,
  PlayerStatLine,
  PlayerStatsData,
  TeamInfo,
  TeamLineup,
} from '../../protocol/sportsApi';
import { followCount } from './prefs';
import { FINISHED, type MatchRow, periodsOf, selectMatches, sideTotal, toEvent, toItems } from './queries';
import type { SportsDb } from './tables';

/** One match row, or undefined. */
export function findMatch(db: SportsDb, id: number): Promise<MatchRow | undefined> {
  return selectMatches(db).where('m.id', '=', id).executeTakeFirst();
}

function team(id: number, name: string, logo: string): TeamInfo {
  return { id, name, logo };
}

/** encryptionMatchDetail: the match, its teams, scores per period, events, statistics and room. */
export async function matchDetail(
  db: SportsDb,
  row: MatchRow,
  uid: number | undefined,
): Promise<MatchDetailData> {
  const [[match], events, stats, follows] = await Promise.all([
    toItems(db, [row], uid),
    db.selectFrom('match_events').selectAll().where('match_id', '=', row.id).orderBy('seq').execute(),
    db
      .selectFrom('match_stats')
      .select(['type', 'home', 'away'])
      .where('match_id', '=', row.id)
      .orderBy('type')
      .execute(),
    followCount(db, row.id),
  ]);
  const item = match as MatchItem;
  const list = events.map(toEvent);
  return {
    match: item,
    home_team: team(row.home_team_id, row.home_name, row.home_log),
    away_team: team(row.away_team_id, row.away_name, row.away_log),
    periods: periodsOf(item, list),
    events: list,
    stats,
    room_id: item.room_id,
    follow_count: follows,
  };
}

/** W / D / L of a finished match from `teamId`'s side, and the goals for and against. */
function resultFor(item: MatchItem, teamId: number): { result: FormResult; for: number; against: number } {
  const home = sideTotal(item.type_id, item.home_scores);
  const away = sideTotal(item.type_id, item.away_scores);
  const mine = item.home_team_id === teamId ? home : away;
  const theirs = item.home_team_id === teamId ? away : home;
  // NOTE: a football draw decided on penalties counts as a draw, as form tables count it.
  return { result: mine > theirs ? 'W' : mine < theirs ? 'L' : 'D', for: mine, against: theirs };
}

async function formOf(
  db: SportsDb,
  row: MatchRow,
  side: 'home' | 'away',
  limit: number,
  uid: number | undefined,
) {
  const teamId = side === 'home' ? row.home_team_id : row.away_team_id;
  const rows =
    teamId === 0
      ? []
      : await selectMatches(db)
          .where(FINISHED)
          .where('m.id', '<>', row.id)
          .where((eb) => eb.or([eb('m.home_team_id', '=', teamId), eb('m.away_team_id', '=', teamId)]))
          .orderBy('m.match_time', 'desc')
          .orderBy('m.id', 'desc')
          .limit(limit)
          .execute();
  const matches = await toItems(db, rows, uid);
  const results = matches.map((m) => resultFor(m, teamId));
  return {
    team: team(
      teamId,
      side === 'home' ? row.home_name : row.away_name,
      side === 'home' ? row.home_log : row.away_log,
    ),
    matches,
    form: results.map((r) => r.result),
    wins: results.filter((r) => r.result === 'W').length,
    draws: results.filter((r) => r.result === 'D').length,
    losses: results.filter((r) => r.result === 'L').length,
    goals_for: results.reduce((s, r) => s + r.for, 0),
    goals_against: results.reduce((s, r) => s + r.against, 0),
  };
}

/** encryptionAnalysis: head-to-head and each side's recent form, from finished matches only. */
export async function matchAnalysis(
  db: SportsDb,
  row: MatchRow,
  limit: number,
  uid: number | undefined,
): Promise<AnalysisData> {
  const pair = [row.home_team_id, row.away_team_id];
  const h2hRows = pair.includes(0)
    ? []
    : await selectMatches(db)
        .where(FINISHED)
        .where('m.id', '<>', row.id)
        .where('m.home_team_id', 'in', pair)
        .where('m.away_team_id', 'in', pair)
        .orderBy('m.match_time', 'desc')
        .orderBy('m.id', 'desc')
        .limit(limit)
        .execute();
  const h2h = await toItems(db, h2hRows, uid);
  const results = h2h.map((m) => resultFor(m, row.home_team_id).result);
  const [home, away] = await Promise.all([
    formOf(db, row, 'home', limit, uid),
    formOf(db, row, 'away', limit, uid),
  ]);
  return {
    h2h,
    h2h_summary: {
      wins: results.filter((r) => r === 'W').length,
      draws: results.filter((r) => r === 'D').length,
      losses: results.filter((r) => r === 'L').length,
    },
    home,
    away,
  };
}

/** encryptionMatchLineUp: each side's formation, starters and bench. */
export async function matchLineup(db: SportsDb, row: MatchRow): Promise<LineupData> {
  const rows = await db
    .selectFrom('match_lineups')
    .selectAll()
    .where('match_id', '=', row.id)
    .orderBy('starter', 'desc')
    .orderBy('shirt_number')
    .execute();
  const side = (position: 1 | 2): TeamLineup => {
    const mine = rows.filter((r) => r.position === position);
    const toPlayer = (r: (typeof rows)[number]) => ({
      player_id: r.player_id,
      name: r.name,
      shirt_number: r.shirt_number,
      role: r.role,
      x: r.x,
      y: r.y,
      captain: r.captain === 1 ? (1 as const) : (0 as const),
    });
    return {
      team:
        position === 1
          ? team(row.home_team_id, row.home_name, row.home_log)
          : team(row.away_team_id, row.away_name, row.away_log),
      formation: position === 1 ? row.home_formation : row.away_formation,
      starters: mine.filter((r) => r.starter === 1).map(toPlayer),
      bench: mine.filter((r) => r.starter !== 1).map(toPlayer),
    };
  };
  return { home: side(1), away: side(2) };
}

/** encryptionPlayerStats: the line of every player who has played, by side, starters first. */
export async function playerStats(db: SportsDb, row: MatchRow): Promise<PlayerStatsData> {
  const rows = await db
    .selectFrom('player_stats as s')
    .innerJoin('match_lineups as l', (join) =>
      join.onRef('l.match_id', '=', 's.match_id').onRef('l.player_id', '=', 's.player_id'),
    )
    .selectAll('s')
    .select(['l.name', 'l.shirt_number', 'l.role', 'l.starter'])
    .where('s.match_id', '=', row.id)
    .orderBy('l.starter', 'desc')
    .orderBy('l.shirt_number')
    .execute();
  const lines = (position: 1 | 2): PlayerStatLine[] =>
    rows
      .filter((r) => r.position === position)
      .map(({ match_id: _match, position: _position, starter, ...r }) => ({
        ...r,
        starter: starter === 1 ? 1 : 0,
      }));
  return { home: lines(1), away: lines(2) };
}
