import { POINTS } from '../../../protocol/enums';
import { VIP_LEVELS } from '../../../protocol/mainApiAccount';
import { AppLink, Empty, PageHeader } from '../../components';
import { useLang } from '../../i18n';
import { Pending } from './Pending';
import { dateTime, money, useMallItems, usePointsDetail, useSignInfo } from './pointsApi';
import { pointsTexts } from './texts';

const KINDS = ['checkin', 'streak', 'watch', 'chat', 'share', 'exchange', 'refund'] as const;
type KnownKind = (typeof KINDS)[number];

function kindKey(kind: string): `kind_${KnownKind}` | 'kind_other' {
  return (KINDS as readonly string[]).includes(kind) ? `kind_${kind as KnownKind}` : 'kind_other';
}

/** /integralwallet: the points balance and the points mall. */
export function IntegralWalletPage() {
  const t = pointsTexts.useT();
  const info = useSignInfo();
  const items = useMallItems();
  return (
    <div className="pane" data-testid="mall-page">
      <PageHeader title={t('walletTitle')} right={<AppLink to="/integralrule">{t('rules')}</AppLink>} />
      <div className="scroll acc">
        <section className="acc-hero">
          <span className="acc-hero-label">{t('myPoints')}</span>
          <strong className="acc-hero-value" data-testid="points-balance">
            {info.data?.balance ?? '—'}
          </strong>
          <nav className="acc-hero-links">
            <AppLink to="/sign">{t('goSign')}</AppLink>
            <AppLink to="/IntegralDetail">{t('detail')}</AppLink>
            <AppLink to="/integralMyStore" testId="link-orders">
              {t('myOrders')}
            </AppLink>
            <AppLink to="/integralAddress">{t('addresses')}</AppLink>
          </nav>
        </section>
        <Pending loading={items.isPending} error={items.error}>
          {items.data?.length === 0 ? (
            <Empty text={t('empty')} />
          ) : (
            <ul className="mall-grid">
              {items.data?.map((item) => (
                <li key={item.id}>
                  <AppLink to={`/IntegralExchange?id=${item.id}`} className="mall-item" testId="mall-item">
                    <img src={item.image} alt="" loading="lazy" />
                    <span className="mall-item-name" data-content>
                      {item.name}
                    </span>
                    <span className="mall-item-meta">
                      <strong>{t('points', { n: item.cost })}</strong>
                      <em>{item.stock > 0 ? t('stock', { n: item.stock }) : t('soldOut')}</em>
                    </span>
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

/** /IntegralDetail: every change of the points, newest first. */
export function IntegralDetailPage() {
  const t = pointsTexts.useT();
  const lang = useLang();
  const detail = usePointsDetail();
  const rows = detail.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="pane" data-testid="points-detail-page">
      <PageHeader title={t('detailTitle')} />
      <div className="scroll acc">
        <Pending loading={detail.isPending} error={detail.error}>
          {rows.length === 0 ? (
            <Empty text={t('empty')} />
          ) : (
            <ul className="acc-card acc-rows">
              {rows.map((r) => (
                <li key={r.id} className="acc-row" data-testid="points-row">
                  <span className="acc-row-body">
                    <span>{t(kindKey(r.kind))}</span>
                    <time>{dateTime(r.time, lang)}</time>
                  </span>
                  <strong className={r.points > 0 ? 'acc-plus' : 'acc-minus'}>
                    {r.points > 0 ? `+${r.points}` : r.points}
                  </strong>
                </li>
              ))}
            </ul>
          )}
          {detail.hasNextPage ? (
            <button type="button" className="acc-more" onClick={() => void detail.fetchNextPage()}>
              {t('loadMore')}
            </button>
          ) : (
            rows.length > 0 && <p className="acc-end">{t('noMore')}</p>
          )}
        </Pending>
      </div>
    </div>
  );
}

/** /integralrule: how points are earned and spent, and the levels. */
export function IntegralRulePage() {
  const t = pointsTexts.useT();
  const lang = useLang();
  const info = useSignInfo();
  const tz = info.data?.time_zone ?? 'Asia/Shanghai';
  return (
    <div className="pane" data-testid="points-rule-page">
      <PageHeader title={t('ruleTitle')} />
      <div className="scroll acc">
        <section className="acc-card acc-rules">
          <ol>
            <li>{t('ruleSign', { n: POINTS.CHECK_IN, bonus: POINTS.STREAK_BONUS })}</li>
            <li>{t('ruleWatch', { m: POINTS.WATCH_MINUTES, n: POINTS.WATCH })}</li>
            <li>{t('ruleChat', { n: POINTS.CHAT })}</li>
            <li>{t('ruleShare', { n: POINTS.SHARE })}</li>
            <li>{t('ruleDay', { tz })}</li>
            <li>{t('ruleMall')}</li>
            <li>{t('ruleLevel')}</li>
          </ol>
        </section>
        <section className="acc-card">
          <h3 className="acc-card-title">{t('levels')}</h3>
          <table className="acc-table">
            <tbody>
              {VIP_LEVELS.map((v) => (
                <tr key={v.level}>
                  <th>{`VIP${v.level}`}</th>
                  <td>{v.level <= 5 ? t(`level_${v.level as 0 | 1 | 2 | 3 | 4 | 5}`) : '★'}</td>
                  <td>{t('needPoints', { n: v.min })}</td>
                  <td>
                    {v.reward > 0 ? t('rewardPerDay', { amount: money(v.reward, lang) }) : t('noRewardShort')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
