import { BASKETBALL_STATUS, MATCH_STATUS, SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import type { League } from './names';

/** Demo matches are numbered from here (the simulated world's, server/sports/world.ts FIRST_SIM_MATCH_ID). */
export const FIRST_MATCH_ID = 3_000_001;

export interface DemoMatch {
  id: number;
  sport: SportType;
  league: League;
  home: string;
  away: string;
  status: number;
  /** ms */
  at: number;
}

/** True for a match in play or still to come (a demo room shows it). */
export function isPlayingOrNext(m: DemoMatch): boolean {
  return m.sport === SPORT_TYPE.BASKETBALL
    ? m.status <= BASKETBALL_STATUS.OVERTIME
    : m.status <= MATCH_STATUS.PENALTIES;
}
