import { isMatchInPlay, MATCH_STATUS, type TodayMatch } from '../../protocol/mainApi';
import {
  basketballScore,
  footballScore,
  STATUS_LABEL,
  showsDash,
  statusLabel,
  usesBasketballStatus,
} from '../../protocol/sports';

/**
 * The score shown for one side (spec 000 §3 "Scores"): football the first entry (or 0), basketball
 * the sum of the periods; a dash before kick-off and for postponed, undecided or cancelled matches,
 * each in its sport's status set.
 */
export function sideScore(
  match: Pick<TodayMatch, 'type_id' | 'status_id'>,
  scores: readonly number[],
): string {
  if (showsDash(match.type_id, match.status_id)) return '-';
  return String(usesBasketballStatus(match.type_id) ? basketballScore(scores) : footballScore(scores));
}

export type MatchPhase = 'notStarted' | 'playing' | 'finished' | 'other';

/** Where a match is, in its sport's status set (the card's style). */
export function matchPhase(typeId: number, status: number): MatchPhase {
  if (status === MATCH_STATUS.NOT_STARTED) return 'notStarted';
  if (isMatchInPlay(typeId, status)) return 'playing';
  if (statusLabel(typeId, status) === STATUS_LABEL.FINISHED) return 'finished';
  return 'other';
}
