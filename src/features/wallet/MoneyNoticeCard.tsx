import '../messages/messages.css';
import type { MoneyNoticeContent } from '../../../protocol/content';
import { useGo } from '../../app/navigation';
import { dateClock } from '../../lib/dateFormat';
import { coinCode, formatCents, MONEY_TYPES, typeKey } from './money';
import { walletTexts } from './texts';

/** A money notice (type 17) from the platform in a private chat: kind, amount, detail and time; a tap opens /wallet. */
export function MoneyNoticeCard({ notice }: { notice: MoneyNoticeContent | null }) {
  const t = walletTexts.useT();
  const go = useGo();
  if (!notice) return <span className="im-text">{t('notice')}</span>;
  const kind = MONEY_TYPES.includes(notice.moneytype) ? t(typeKey(notice.moneytype)) : t('notice');
  const detail = [notice.othername, notice.remarks].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      className="money-notice"
      data-testid="money-notice"
      data-moneytype={notice.moneytype}
      data-refused={notice.refused === 1 || undefined}
      onClick={() => go('/wallet')}
    >
      <span className="money-notice-title">
        {notice.refused ? t('topUpRefusedTitle') : t(notice.amount < 0 ? 'noticeOut' : 'noticeIn', { kind })}
      </span>
      <strong
        className={`money-notice-amount${notice.refused ? ' refused' : notice.amount < 0 ? ' out' : ' in'}`}
        data-testid="money-notice-amount"
      >
        {formatCents(notice.amount, !notice.refused)} <small>{coinCode(notice.cointype)}</small>
      </strong>
      <span className="money-notice-rows">
        {detail && (
          <span>
            <em>{t('noticeDetail')}</em>
            <span data-content>{detail}</span>
          </span>
        )}
        <span>
          <em>{t('noticeTime')}</em>
          <time>{dateClock(notice.ptime * 1000)}</time>
        </span>
      </span>
      <span className="money-notice-foot">{t('noticeView')}</span>
    </button>
  );
}
