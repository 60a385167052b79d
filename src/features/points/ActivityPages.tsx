import { useSearchParams } from 'react-router';
import { AppLink, Empty, PageHeader } from '../../components';
import { useLang } from '../../i18n';
import { Pending } from './Pending';
import { dateOnly, useActivities, useActivity } from './pointsApi';
import { pointsTexts } from './texts';

/** /activity: the running activities. */
export function ActivityPage() {
  const t = pointsTexts.useT();
  const lang = useLang();
  const list = useActivities();
  return (
    <div className="pane" data-testid="activity-page">
      <PageHeader title={t('activityTitle')} />
      <div className="scroll acc">
        <Pending loading={list.isPending} error={list.error}>
          {list.data?.length === 0 ? (
            <Empty text={t('empty')} />
          ) : (
            <ul className="activities">
              {list.data?.map((a) => (
                <li key={a.id}>
                  <AppLink to={`/activityDetail?id=${a.id}`} className="acc-card activity" testId="activity">
                    <img src={a.cover} alt="" loading="lazy" />
                    <strong className="activity-title" data-content>
                      {a.title}
                    </strong>
                    <span className="activity-summary" data-content>
                      {a.summary}
                    </span>
                    <time className="activity-time">
                      {t('period', { from: dateOnly(a.starts_at, lang), to: dateOnly(a.ends_at, lang) })}
                    </time>
                  </AppLink>
                </li>
              ))}
            </ul>
          )}
        </Pending>
      </div>
    </div>
  );
}

/** /activityDetail?id=: one activity (also opened by the daily advert through alertToActivityId). */
export function ActivityDetailPage() {
  const t = pointsTexts.useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useActivity(id);
  const a = detail.data;
  return (
    <div className="pane" data-testid="activity-detail-page">
      <PageHeader title={t('activityDetailTitle')} backTo="/activity" />
      <div className="scroll acc">
        <Pending
          loading={id > 0 && detail.isPending}
          error={id > 0 ? detail.error : new Error('no activity')}
        >
          {a && (
            <article className="acc-card activity-detail">
              <img src={a.cover} alt="" />
              <h2 data-content data-testid="activity-title">
                {a.title}
              </h2>
              <time>{t('period', { from: dateOnly(a.starts_at, lang), to: dateOnly(a.ends_at, lang) })}</time>
              {a.body.map((p) => (
                <p key={p} data-content>
                  {p}
                </p>
              ))}
              <nav className="activity-links">
                <AppLink to="/sign" className="acc-link-button">
                  {t('goSign')}
                </AppLink>
                <AppLink to="/invitef" className="acc-link-button">
                  {t('goInvite')}
                </AppLink>
              </nav>
            </article>
          )}
        </Pending>
      </div>
    </div>
  );
}
