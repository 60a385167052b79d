// NOTE: the file, not the friends index: that index brings the friend pages, which import the chats.
import { Avatar, useUserName } from '../../components';
import type { RedPacketInfo } from '../../hub';
import { monthDayClock } from '../../lib/dateFormat';
import { coinCode, formatCents } from '../wallet';
import { redPacketTexts, shownGreeting } from './texts';

/** A red packet's details: the sender and greeting, this user's share, and every claim with the best luck. */
export function RedPacketDetails({ info, greeting }: { info: RedPacketInfo; greeting: string }) {
  const t = redPacketTexts.useT();
  const name = useUserName();
  const coin = coinCode(info.cointype);
  const got = info.records.reduce((sum, r) => sum + r.amount, 0);
  return (
    <div className="red-packet-details" data-testid="red-packet-details" data-state={info.state}>
      <div className="red-packet-details-head">
        <Avatar url={info.headurl} name={info.nickname || String(info.uid)} seed={info.uid} size={44} />
        <strong data-content>{t('ofSender', { name: name(info) })}</strong>
        <span data-content>{shownGreeting(t, greeting)}</span>
        {info.mine && (
          <div className="red-packet-mine" data-testid="red-packet-mine">
            <b>{formatCents(info.mine.amount)}</b> {coin}
            <small>{t('yours')}</small>
          </div>
        )}
      </div>
      <div className="red-packet-summary" data-testid="red-packet-summary">
        {t('summary', {
          n: info.records.length,
          total: info.shares,
          got: formatCents(got),
          value: formatCents(info.total),
          coin,
        })}
        {info.state === 'expired' && ` · ${t('expired')}`}
      </div>
      <ul className="red-packet-records">
        {info.records.map((r) => (
          <li key={r.uid} data-testid="red-packet-record" data-uid={r.uid}>
            <Avatar url={r.headurl} name={r.nickname || String(r.uid)} seed={r.uid} size={36} />
            <span className="red-packet-record-main">
              <span data-content>{r.nickname || String(r.uid)}</span>
              <time>{monthDayClock(r.time)}</time>
            </span>
            <span className="red-packet-record-amount">
              {formatCents(r.amount)} {coin}
              {r.best && (
                <em className="red-packet-best" data-testid="red-packet-best">
                  {t('best')}
                </em>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
