/**
 * The JSON feed file's format (docs/sports-feed.md) and its validation. A file is checked whole
 * before anything is written: one bad field refuses the file with a {@link SportsFeedError}
 * naming where it is.
 */

/** A refused feed file: `path` names the bad field (e.g. `matches[2].home_scores[0]`). */
export class SportsFeedError extends Error {
  override readonly name = 'SportsFeedError';
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`${path}: ${message}`);
  }
}

export interface FeedLeague {
  id: number;
  type_id: number;
  short_name_zh: string;
  color: string;
  is_cup: number;
}

export interface FeedTeam {
  id: number;
  type_id: number;
  league_id: number;
  name: string;
  logo: string;
  venue: string;
}

export interface FeedEventIn {
  type: number;
  position: number;
  time: string;
  status_id: number;
  player_name: string;
  player2_name: string;
  points: number;
  home_score: number;
  away_score: number;
}

export interface FeedStat {
  type: number;
  home: number;
  away: number;
}

export interface FeedMatch {
  id: number;
  type_id: number;
  league_id: number;
  home_team_id: number;
  away_team_id: number;
  status_id: number;
  match_time: number;
  home_scores: number[];
  away_scores: number[];
  round: string;
  venue: string;
  clock_seconds: number;
  home_penalty: number;
  away_penalty: number;
  /** When present, the match's events in order; the n-th entry is event n. */
  events: FeedEventIn[] | undefined;
  /** When present, replaces the match's team statistics. */
  stats: FeedStat[] | undefined;
}

export interface FeedFile {
  leagues: FeedLeague[];
  teams: FeedTeam[];
  matches: FeedMatch[];
}

/** Largest id accepted (ids are 32-bit integers in the store). */
const MAX_ID = 2_147_483_647;
const MAX_TEXT = 100;

type Obj = Record<string, unknown>;

function object(value: unknown, path: string): Obj {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new SportsFeedError(path, 'must be an object');
  return value as Obj;
}

function list(value: unknown, path: string, optional = false): unknown[] | undefined {
  if (value === undefined && optional) return undefined;
  if (!Array.isArray(value)) throw new SportsFeedError(path, 'must be an array');
  return value;
}

function int(o: Obj, key: string, path: string, range: [number, number], fallback?: number): number {
  const value = o[key] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < range[0] || value > range[1])
    throw new SportsFeedError(`${path}.${key}`, `must be an integer from ${range[0]} to ${range[1]}`);
  return value;
}

function text(o: Obj, key: string, path: string, fallback?: string): string {
  const value = o[key] ?? fallback;
  if (typeof value !== 'string' || [...value].length > MAX_TEXT)
    throw new SportsFeedError(`${path}.${key}`, `must be a text of at most ${MAX_TEXT} characters`);
  return value;
}

function scores(o: Obj, key: string, path: string): number[] {
  const values = list(o[key] ?? [], `${path}.${key}`) ?? [];
  if (values.length > 20) throw new SportsFeedError(`${path}.${key}`, 'has more than 20 periods');
  return values.map((v, i) => {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 1000)
      throw new SportsFeedError(`${path}.${key}[${i}]`, 'must be an integer from 0 to 1000');
    return v;
  });
}

const ID: [number, number] = [1, MAX_ID];
const SPORT: [number, number] = [1, 3];
const SMALL: [number, number] = [0, 1000];

/**
 * Reads and checks a feed file's JSON text.
 *
 * @throws {SportsFeedError} on the first bad field (`$` for the whole file), with nothing read.
 */
export function parseFeedFile(json: string): FeedFile {
  let root: unknown;
  try {
    root = JSON.parse(json);
  } catch (error) {
    throw new SportsFeedError('$', `is not JSON (${(error as Error).message})`);
  }
  const o = object(root, '$');
  const leagues = (list(o.leagues ?? [], '$.leagues') ?? []).map((value, i): FeedLeague => {
    const path = `leagues[${i}]`;
    const l = object(value, path);
    return {
      id: int(l, 'id', path, ID),
      type_id: int(l, 'type_id', path, SPORT),
      short_name_zh: text(l, 'short_name_zh', path),
      color: text(l, 'color', path, '#335577'),
      is_cup: int(l, 'is_cup', path, [0, 1], 0),
    };
  });
  const teams = (list(o.teams ?? [], '$.teams') ?? []).map((value, i): FeedTeam => {
    const path = `teams[${i}]`;
    const t = object(value, path);
    const name = text(t, 'name', path);
    return {
      id: int(t, 'id', path, ID),
      type_id: int(t, 'type_id', path, SPORT),
      league_id: int(t, 'league_id', path, [0, MAX_ID], 0),
      name,
      logo: text(t, 'logo', path, `/demo-img/crest/${encodeURIComponent(name)}.webp`),
      venue: text(t, 'venue', path, ''),
    };
  });
  const matches = (list(o.matches, '$.matches') ?? []).map((value, i): FeedMatch => {
    const path = `matches[${i}]`;
    const m = object(value, path);
    const events = list(m.events, `${path}.events`, true)?.map((ev, k): FeedEventIn => {
      const p = `${path}.events[${k}]`;
      const e = object(ev, p);
      return {
        type: int(e, 'type', p, [1, 10]),
        position: int(e, 'position', p, [0, 2], 0),
        time: text(e, 'time', p, ''),
        status_id: int(e, 'status_id', p, [0, 15], 0),
        player_name: text(e, 'player_name', p, ''),
        player2_name: text(e, 'player2_name', p, ''),
        points: int(e, 'points', p, [0, 3], 0),
        home_score: int(e, 'home_score', p, SMALL, 0),
        away_score: int(e, 'away_score', p, SMALL, 0),
      };
    });
    const stats = list(m.stats, `${path}.stats`, true)?.map((st, k): FeedStat => {
      const p = `${path}.stats[${k}]`;
      const s = object(st, p);
      return {
        type: int(s, 'type', p, [1, 99]),
        home: int(s, 'home', p, [0, 100_000]),
        away: int(s, 'away', p, [0, 100_000]),
      };
    });
    return {
      id: int(m, 'id', path, ID),
      type_id: int(m, 'type_id', path, SPORT),
      league_id: int(m, 'league_id', path, ID),
      home_team_id: int(m, 'home_team_id', path, ID),
      away_team_id: int(m, 'away_team_id', path, ID),
      status_id: int(m, 'status_id', path, [0, 15]),
      match_time: int(m, 'match_time', path, [0, 4_102_444_800]),
      home_scores: scores(m, 'home_scores', path),
      away_scores: scores(m, 'away_scores', path),
      round: text(m, 'round', path, ''),
      venue: text(m, 'venue', path, ''),
      clock_seconds: int(m, 'clock_seconds', path, [0, 100_000], 0),
      home_penalty: int(m, 'home_penalty', path, [0, 100], 0),
      away_penalty: int(m, 'away_penalty', path, [0, 100], 0),
      events,
      stats,
    };
  });
  const leagueIds = new Set(leagues.map((l) => l.id));
  const teamIds = new Set(teams.map((t) => t.id));
  matches.forEach((m, i) => {
    if (m.home_team_id === m.away_team_id)
      throw new SportsFeedError(`matches[${i}].away_team_id`, 'must differ from home_team_id');
    for (const key of ['home_team_id', 'away_team_id'] as const)
      if (!teamIds.has(m[key]))
        throw new SportsFeedError(`matches[${i}].${key}`, 'names no team of the file');
    if (!leagueIds.has(m.league_id))
      throw new SportsFeedError(`matches[${i}].league_id`, 'names no league of the file');
  });
  return { leagues, teams, matches };
}
