import { sideScore } from '../../../protocol/sports';
import type { FormResult, MatchItem, TeamForm } from '../../../protocol/sportsApi';
import { Empty } from '../../components';
import { useAnalysis } from './api';
import { kickoffDay } from './format';
import { matchTexts } from './texts';

function FormChips({ form }: { form: readonly FormResult[] }) {
  const t = matchTexts.useT();
  return (
    <div className="form-chips">
      {form.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the form is a fixed sequence of results
        <i key={i} className={`form-${r}`} data-testid="form-chip">
          {t(r)}
        </i>
      ))}
    </div>
  );
}

function PastMatch({ match }: { match: MatchItem }) {
  return (
    <li className="past">
      <span className="past-day">{kickoffDay(match.match_time).slice(0, 5)}</span>
      <span className="past-team" data-content>
        {match.home_name}
      </span>
      <b>
        {sideScore(match, 'home') ?? '-'}:{sideScore(match, 'away') ?? '-'}
      </b>
      <span className="past-team is-away" data-content>
        {match.away_name}
      </span>
    </li>
  );
}

function TeamFormCard({ form }: { form: TeamForm }) {
  const t = matchTexts.useT();
  return (
    <div className="form-card">
      <div className="form-head">
        <img src={form.team.logo} alt="" />
        <span data-content>{form.team.name}</span>
        <small>{t('goalsForAgainst', { f: form.goals_for, a: form.goals_against })}</small>
      </div>
      <FormChips form={form.form} />
      <ul className="past-list">
        {form.matches.slice(0, 5).map((m) => (
          <PastMatch key={m.id} match={m} />
        ))}
      </ul>
    </div>
  );
}

/** Head-to-head record and each team's recent form (W/D/L). */
export function Analysis({ id }: { id: number }) {
  const t = matchTexts.useT();
  const query = useAnalysis(id, true);
  const data = query.data;
  if (!data) return null;
  const { wins, draws, losses } = data.h2h_summary;
  return (
    <div className="analysis" data-testid="analysis">
      <section className="acard">
        <div className="section-title">
          {t('h2h')}
          <small className="acard-sum">{t('h2hSummary', { w: wins, d: draws, l: losses })}</small>
        </div>
        {data.h2h.length === 0 ? (
          <div className="acard-empty">{t('noH2h')}</div>
        ) : (
          <ul className="past-list">
            {data.h2h.map((m) => (
              <PastMatch key={m.id} match={m} />
            ))}
          </ul>
        )}
      </section>
      <section className="acard">
        <div className="section-title">{t('recentForm')}</div>
        {data.home.matches.length + data.away.matches.length === 0 ? (
          <Empty text={t('noStats')} />
        ) : (
          <>
            <TeamFormCard form={data.home} />
            <TeamFormCard form={data.away} />
          </>
        )}
      </section>
    </div>
  );
}
