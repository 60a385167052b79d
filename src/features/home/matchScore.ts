import { MATCH_STATUS, SPORT_TYPE, type TodayMatch } from '../../../protocol/mainApi';

const NO_SCORE = new Set<number>([
  MATCH_STATUS.NOT_STARTED,
  MATCH_STATUS.POSTPONED,
  MATCH_STATUS.TBD,
  MATCH_STATUS.CANCELLED,
]);

/**
 * The score shown for one side (spec 000 §3 "Scores"): football the first entry (or 0), basketball
 * the sum of the periods; a dash before kick-off and for postponed, undecided or cancelled matches.
 */
export function sideScore(
  match: Pick<TodayMatch, 'type_id' | 'status_id'>,
  scores: readonly number[],
): string {
  if (NO_SCORE.has(match.status_id)) return '-';
  if (match.type_id === SPORT_TYPE.BASKETBALL) return String(scores.reduce((a, b) => a + (b || 0), 0));
  return String(scores[0] ?? 0);
}

export type MatchPhase = 'notStarted' | 'playing' | 'finished' | 'other';

export function matchPhase(status: number): MatchPhase {
  if (status === MATCH_STATUS.NOT_STARTED) return 'notStarted';
  if (status >= MATCH_STATUS.FIRST_HALF && status <= MATCH_STATUS.PENALTIES) return 'playing';
  if (status === MATCH_STATUS.FINISHED) return 'finished';
  return 'other';
}
