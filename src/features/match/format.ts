import { isMatchInPlay, MATCH_STATUS, SPORT_TYPE } from '../../../protocol/mainApi';
import {
  BASKETBALL_STAT,
  ESPORTS_STAT,
  FOOTBALL_STAT,
  roundLabel,
  statusLabel,
} from '../../../protocol/sports';
import type { MatchItem, TeamStat } from '../../../protocol/sportsApi';
import { addDays, clockText, monthDayClock } from '../../lib/dateFormat';
import { toMillis } from '../../lib/text';
import type { MatchTextKey } from './texts';

/** One day of the date strip: the `date` parameter of encryptionMatchInfo and its offset from today. */
export interface StripDay {
  date: string;
  offset: number;
}

/** The date strip: yesterday, today and the next three days of `today` (a device day, docs/time.md). */
export function dateStrip(today: string): StripDay[] {
  return [-1, 0, 1, 2, 3].map((offset) => ({ date: addDays(today, offset), offset }));
}

/** `HH:MM` of a kick-off (unix seconds) in the device's time zone, or in `timeZone`. */
export function kickoffTime(seconds: number, timeZone?: string): string {
  return clockText(toMillis(seconds), timeZone);
}

/** `MM-DD HH:MM` of a kick-off in the device's time zone, or in `timeZone` (analysis lists, the score page). */
export function kickoffDay(seconds: number, timeZone?: string): string {
  return monthDayClock(toMillis(seconds), timeZone);
}

type Clocked = Pick<MatchItem, 'type_id' | 'status_id' | 'clock_seconds'>;

function mmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A football minute with stoppage time: `67'`, `45+2'`, `90+4'`, `105+1'`. */
function footballMinute(statusId: number, clock: number): string {
  const minute = Math.floor(clock / 60) + 1;
  const cap =
    statusId === MATCH_STATUS.FIRST_HALF
      ? 45
      : statusId === MATCH_STATUS.SECOND_HALF
        ? 90
        : statusId === MATCH_STATUS.OVERTIME
          ? 105
          : 120;
  return minute > cap ? `${cap}+${minute - cap}'` : `${minute}'`;
}

/**
 * The live clock of a match in play, as label key plus text: football the minute (`67'`), half
 * time as its label; basketball the period and time left (`q3` + `05:12`); esports the map time.
 * Null when the match is not in play.
 */
export function liveClock(match: Clocked): { label?: MatchTextKey; text: string } | null {
  if (!isMatchInPlay(match.type_id, match.status_id)) return null;
  if (match.type_id === SPORT_TYPE.BASKETBALL) {
    const label = statusLabel(match.type_id, match.status_id);
    const between = match.status_id % 2 === 1 && match.status_id < 9;
    return label ? { label, text: between ? '' : mmss(match.clock_seconds) } : null;
  }
  if (match.type_id === SPORT_TYPE.ESPORTS) return { text: mmss(match.clock_seconds) };
  if (match.status_id === MATCH_STATUS.HALFTIME) return { label: 'half_time', text: '' };
  if (match.status_id === MATCH_STATUS.PENALTIES) return { label: 'penalties', text: '' };
  return { text: footballMinute(match.status_id, match.clock_seconds) };
}

/** A league's block in a list: its matches, those in play first. */
export interface LeagueBlock {
  league_id: number;
  name: string;
  color: string;
  live: number;
  matches: MatchItem[];
}

/**
 * Groups a day's matches by league: leagues with a match in play first, then by their first
 * kick-off; inside a league the matches in play first, then by kick-off.
 */
export function groupByLeague(list: readonly MatchItem[]): LeagueBlock[] {
  const blocks = new Map<number, LeagueBlock>();
  for (const m of list) {
    let block = blocks.get(m.league_id);
    if (!block) {
      block = { league_id: m.league_id, name: m.short_name_zh, color: m.league_color, live: 0, matches: [] };
      blocks.set(m.league_id, block);
    }
    block.matches.push(m);
    if (isMatchInPlay(m.type_id, m.status_id)) block.live += 1;
  }
  const first = (b: LeagueBlock) => Math.min(...b.matches.map((m) => m.match_time));
  const live = (m: MatchItem) => (isMatchInPlay(m.type_id, m.status_id) ? 0 : 1);
  const out = [...blocks.values()];
  for (const b of out)
    b.matches.sort((x, y) => live(x) - live(y) || x.match_time - y.match_time || x.id - y.id);
  return out.sort(
    (a, b) => Number(b.live > 0) - Number(a.live > 0) || first(a) - first(b) || a.league_id - b.league_id,
  );
}

/** The text key of a team statistic of a sport; undefined for a type the app does not know. */
export function statKey(typeId: number, statType: number): MatchTextKey | undefined {
  const known = (set: Record<string, number>, prefix: 'fs' | 'bs' | 'es') =>
    Object.values(set).includes(statType) ? (`${prefix}${statType}` as MatchTextKey) : undefined;
  if (typeId === SPORT_TYPE.BASKETBALL) return known(BASKETBALL_STAT, 'bs');
  if (typeId === SPORT_TYPE.ESPORTS) return known(ESPORTS_STAT, 'es');
  return known(FOOTBALL_STAT, 'fs');
}

/** A statistic as two bar shares (0..1) of the pair's total; both 0 when neither side has any. */
export function statShares(stat: Pick<TeamStat, 'home' | 'away'>): { home: number; away: number } {
  const total = stat.home + stat.away;
  if (total <= 0) return { home: 0, away: 0 };
  return { home: stat.home / total, away: stat.away / total };
}

/** A basketball statistic as shown: the free-throw percentage with `%`, the rest as counts. */
export function statValue(typeId: number, statType: number, value: number): string {
  const pct =
    (typeId === SPORT_TYPE.BASKETBALL && statType === BASKETBALL_STAT.FREE_THROW_PCT) ||
    (typeId === SPORT_TYPE.FOOTBALL && statType === FOOTBALL_STAT.POSSESSION);
  return pct ? `${value}%` : String(value);
}

/** The text key of a period label of encryptionMatchDetail `periods` (q1..q4, overtime, halves…). */
export function periodKey(label: string, index: number): MatchTextKey {
  const known: readonly string[] = [
    'q1',
    'q2',
    'q3',
    'q4',
    'overtime',
    'first_half',
    'second_half',
    'extra_time',
    'penalties',
    'map',
  ];
  return known.includes(label) ? (label as MatchTextKey) : roundLabel(index);
}

/** The text key of a status-change event on the timeline; undefined for a status with no label. */
export function statusEventKey(typeId: number, statusId: number): MatchTextKey | undefined {
  if (typeId !== SPORT_TYPE.BASKETBALL) {
    if (statusId === MATCH_STATUS.FIRST_HALF) return 'kickOff';
    if (statusId === MATCH_STATUS.HALFTIME) return 'half_time';
    if (statusId === MATCH_STATUS.SECOND_HALF) return 'second_half';
  } else if (statusId === 2) return 'kickOff';
  return statusLabel(typeId, statusId) ?? undefined;
}
