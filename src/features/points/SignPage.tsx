import { Button, Toast } from 'antd-mobile';
import { POINTS } from '../../../protocol/enums';
import type { PointsTask } from '../../../protocol/mainApiAccount';
import { errorText } from '../../api';
import { useGo } from '../../app/navigation';
import { AppLink, PageHeader } from '../../components';
import { Pending } from './Pending';
import { usePointsMutation, useSignInfo } from './pointsApi';
import { pointsTexts } from './texts';

const TASK_ROUTE: Record<PointsTask['kind'], string> = {
  checkin: '/sign',
  watch: '/',
  chat: '/',
  share: '/invitef',
};

const DONE_PATH = 'M5 12.5l4.5 4.5L19 7.5';
const GIFT_PATH = 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0';
const COIN_PATH = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18M9 9.5h6M9 14.5h6M12 7v10';

/** The 7 days of the current run: the ones done, today's place, and the bonus on day 7. */
function StreakCalendar({ streak, signedToday }: { streak: number; signedToday: boolean }) {
  const t = pointsTexts.useT();
  const todayAt = signedToday ? streak : streak + 1;
  return (
    <ol className="sign-days" data-testid="sign-days">
      {Array.from({ length: POINTS.STREAK_DAYS }, (_, i) => {
        const n = i + 1;
        const done = n <= streak;
        const bonus = n === POINTS.STREAK_DAYS;
        return (
          <li
            key={n}
            className={`sign-day${done ? ' sign-day-done' : ''}${n === todayAt ? ' sign-day-today' : ''}${bonus ? ' sign-day-bonus' : ''}`}
            data-done={done ? 1 : 0}
          >
            <span className="sign-day-points">
              {`+${POINTS.CHECK_IN + (bonus ? POINTS.STREAK_BONUS : 0)}`}
            </span>
            <span className="sign-day-mark">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
              >
                <path d={done ? DONE_PATH : bonus ? GIFT_PATH : COIN_PATH} />
              </svg>
            </span>
            <span className="sign-day-label">{n === todayAt ? t('today') : t('dayN', { n })}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** /sign: the check-in calendar with the streak, the check-in button and today's tasks. */
export function SignPage() {
  const t = pointsTexts.useT();
  const go = useGo();
  const info = useSignInfo();
  const sign = usePointsMutation('encryptionSignIn');
  const data = info.data;

  const checkIn = async () => {
    try {
      const result = await sign.mutateAsync({});
      Toast.show({
        icon: 'success',
        content: result.bonus > 0 ? t('signBonus', { n: result.bonus }) : t('signOk', { n: result.points }),
      });
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };

  return (
    <div className="pane" data-testid="sign-page">
      <PageHeader title={t('signTitle')} right={<AppLink to="/integralrule">{t('rules')}</AppLink>} />
      <div className="scroll acc">
        <Pending loading={info.isPending} error={info.error}>
          {data && (
            <>
              <section className="acc-hero">
                <span className="acc-hero-label">{t('myPoints')}</span>
                <strong className="acc-hero-value" data-testid="points-balance">
                  {data.balance}
                </strong>
                <span className="acc-hero-sub" data-testid="sign-streak">
                  {t('streak', { n: data.streak })}
                </span>
                <nav className="acc-hero-links">
                  <AppLink to="/IntegralDetail" testId="link-detail">
                    {t('detail')}
                  </AppLink>
                  <AppLink to="/integralwallet" testId="link-mall">
                    {t('mall')}
                  </AppLink>
                </nav>
              </section>
              <section className="acc-card">
                <p className="acc-card-hint">{t('streakHint', { n: POINTS.STREAK_BONUS })}</p>
                <StreakCalendar streak={data.streak} signedToday={data.signed_today === 1} />
                <Button
                  block
                  shape="rounded"
                  color="primary"
                  className="sign-button"
                  disabled={data.signed_today === 1}
                  loading={sign.isPending}
                  onClick={checkIn}
                  data-testid="sign-button"
                >
                  {data.signed_today === 1 ? t('signed') : t('signNow')}
                </Button>
              </section>
              <section className="acc-card">
                <h3 className="acc-card-title">{t('tasks')}</h3>
                <ul className="acc-tasks">
                  {data.tasks.map((task) => {
                    const done = task.done >= task.limit;
                    return (
                      <li key={task.kind} className="acc-task" data-testid={`task-${task.kind}`}>
                        <span className="acc-task-body">
                          <span>{t(`task_${task.kind}`)}</span>
                          <em>
                            {`+${task.points}`}
                            {task.limit > 1 ? ` · ${task.done}/${task.limit}` : ''}
                          </em>
                        </span>
                        <Button
                          size="small"
                          shape="rounded"
                          color={done ? 'default' : 'primary'}
                          fill={done ? 'none' : 'outline'}
                          disabled={done}
                          onClick={() =>
                            task.kind === 'checkin' ? void checkIn() : go(TASK_ROUTE[task.kind])
                          }
                        >
                          {done ? t('taskDone') : t('taskGo')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            </>
          )}
        </Pending>
      </div>
    </div>
  );
}
