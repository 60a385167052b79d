import { Button, ProgressBar, Toast } from 'antd-mobile';
import { VIP_LEVELS } from '../../../protocol/mainApiAccount';
import { errorText } from '../../api';
import { AppLink, PageHeader } from '../../components';
import { useLang } from '../../i18n';
import { Pending } from './Pending';
import { money, usePointsMutation, useVipData } from './pointsApi';
import { pointsTexts } from './texts';

type LevelKey = `level_${0 | 1 | 2 | 3 | 4 | 5}`;

/** /viplevel: the VIP level by points earned, progress to the next, and the daily reward. */
export function VipLevelPage() {
  const t = pointsTexts.useT();
  const lang = useLang();
  const vip = useVipData();
  const claim = usePointsMutation('vipReward');
  const data = vip.data;

  const onClaim = async () => {
    try {
      const result = await claim.mutateAsync({});
      Toast.show({ icon: 'success', content: t('claimOk', { amount: money(result.amount, lang) }) });
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };

  const current = data ? (VIP_LEVELS[data.viplevel]?.min ?? 0) : 0;
  const percent =
    data && data.next_min > 0 ? ((data.earned - current) / (data.next_min - current)) * 100 : 100;

  return (
    <div className="pane" data-testid="vip-page">
      <PageHeader title={t('vipTitle')} right={<AppLink to="/integralrule">{t('rules')}</AppLink>} />
      <div className="scroll acc">
        <Pending loading={vip.isPending} error={vip.error}>
          {data && (
            <>
              <section className={`vip-card vip-card-${data.viplevel}`}>
                <div className="vip-badge" data-testid="vip-level">
                  {`VIP${data.viplevel}`}
                </div>
                <strong className="vip-name">{t(`level_${Math.min(data.level, 5)}` as LevelKey)}</strong>
                <span className="vip-earned">{t('earned', { n: data.earned })}</span>
                <ProgressBar percent={Math.max(0, Math.min(100, percent))} className="vip-progress" />
                <span className="vip-next">
                  {data.next_min > 0
                    ? t('toNext', { n: data.next_min - data.earned, v: data.viplevel + 1 })
                    : t('topLevel')}
                </span>
              </section>
              <section className="acc-card vip-reward">
                <span>
                  {data.reward > 0 ? t('dailyReward', { amount: money(data.reward, lang) }) : t('noReward')}
                </span>
                <Button
                  shape="rounded"
                  color="primary"
                  disabled={data.reward === 0 || data.rewarded_today === 1}
                  loading={claim.isPending}
                  onClick={onClaim}
                  data-testid="vip-claim"
                >
                  {data.rewarded_today === 1 ? t('claimed') : t('claim')}
                </Button>
              </section>
              <section className="acc-card">
                <h3 className="acc-card-title">{t('levels')}</h3>
                <table className="acc-table">
                  <tbody>
                    {data.levels.map((v) => (
                      <tr key={v.level} className={v.level === data.viplevel ? 'acc-table-on' : ''}>
                        <th>{`VIP${v.level}`}</th>
                        <td>{t('needPoints', { n: v.min })}</td>
                        <td>
                          {v.reward > 0
                            ? t('rewardPerDay', { amount: money(v.reward, lang) })
                            : t('noRewardShort')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </>
          )}
        </Pending>
      </div>
    </div>
  );
}
