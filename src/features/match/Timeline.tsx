import { MATCH_EVENT } from '../../../protocol/sports';
import type { MatchEvent, MatchItem } from '../../../protocol/sportsApi';
import { Empty } from '../../components';
import { statusEventKey } from './format';
import type { MatchTextKey } from './texts';
import { matchTexts } from './texts';

const EVENT_KEYS: Partial<Record<number, MatchTextKey>> = {
  [MATCH_EVENT.GOAL]: 'goal',
  [MATCH_EVENT.OWN_GOAL]: 'ownGoal',
  [MATCH_EVENT.PENALTY_GOAL]: 'penaltyGoal',
  [MATCH_EVENT.YELLOW_CARD]: 'yellowCard',
  [MATCH_EVENT.RED_CARD]: 'redCard',
  [MATCH_EVENT.SUBSTITUTION]: 'substitution',
  [MATCH_EVENT.MAP_WON]: 'mapWon',
};

function EventIcon({ type }: { type: number }) {
  if (type === MATCH_EVENT.YELLOW_CARD) return <i className="ev-card is-yellow" />;
  if (type === MATCH_EVENT.RED_CARD) return <i className="ev-card is-red" />;
  if (type === MATCH_EVENT.SUBSTITUTION) return <i className="ev-sub">⇅</i>;
  if (type === MATCH_EVENT.POINTS) return <i className="ev-pts">●</i>;
  return <i className="ev-ball">⚽</i>;
}

function EventLine({ event }: { event: MatchEvent }) {
  const t = matchTexts.useT();
  const title =
    event.type === MATCH_EVENT.POINTS
      ? t('points', { n: event.points })
      : event.type === MATCH_EVENT.SHOOTOUT_KICK
        ? t(event.points ? 'shootoutScored' : 'shootoutMissed')
        : t(EVENT_KEYS[event.type] ?? 'goal');
  const sub =
    event.type === MATCH_EVENT.SUBSTITUTION && event.player2_name
      ? t('off', { name: event.player2_name })
      : event.player2_name && event.type !== MATCH_EVENT.SUBSTITUTION
        ? t('assist', { name: event.player2_name })
        : '';
  const scoring = [
    MATCH_EVENT.GOAL,
    MATCH_EVENT.OWN_GOAL,
    MATCH_EVENT.PENALTY_GOAL,
    MATCH_EVENT.MAP_WON,
  ].includes(event.type as 1);
  const body = (
    <div className="ev-body">
      <EventIcon type={event.type} />
      <div>
        <b data-content>{event.player_name || title}</b>
        <small>
          {event.player_name ? title : ''}
          {scoring ? ` ${event.home_score}-${event.away_score}` : ''}
          {sub ? ` · ${sub}` : ''}
        </small>
      </div>
    </div>
  );
  return (
    <li
      className={`ev ev-${event.position === 2 ? 'away' : 'home'}`}
      data-testid="timeline-event"
      data-type={event.type}
    >
      <div className="ev-left">{event.position !== 2 && body}</div>
      <span className="ev-time">{event.time}</span>
      <div className="ev-right">{event.position === 2 && body}</div>
    </li>
  );
}

/** The live timeline, newest first: goals, cards, substitutions, points, with status dividers. */
export function Timeline({ match, events }: { match: MatchItem; events: readonly MatchEvent[] }) {
  const t = matchTexts.useT();
  if (events.length === 0) return <Empty text={t('noEvents')} />;
  const rows = [...events].reverse();
  return (
    <ul className="timeline" data-testid="timeline">
      {rows.map((e) => {
        if (e.type !== MATCH_EVENT.STATUS) return <EventLine key={e.id} event={e} />;
        const label = statusEventKey(match.type_id, e.status_id);
        if (!label) return null;
        return (
          <li key={e.id} className="ev-status">
            <span>
              {e.time} {t(label)}
              {e.home_score + e.away_score > 0 ? ` ${e.home_score}-${e.away_score}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
