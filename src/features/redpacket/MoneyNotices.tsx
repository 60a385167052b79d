import '../messages/messages.css';
import type { ChatRow } from '../../hub';
import { useHubState } from '../../hub';
import { coinCode, formatCents } from '../wallet';
import { redPacketTexts } from './texts';

/** The centred line of a claim (type 8): who took a share, and whether the packet is claimed out. */
export function ClaimNotice({ row }: { row: ChatRow }) {
  const t = redPacketTexts.useT();
  const { uid } = useHubState();
  const claim = row.body.kind === 'claim' ? row.body.claim : null;
  if (!claim) return null;
  const name = claim.getname || String(claim.getuid);
  const text =
    claim.getuid === uid
      ? t('claimedByMe')
      : claim.uid === uid
        ? t('claimedMine', { name })
        : t('claimed', { name });
  return (
    <div
      className="im-notice red-packet-notice"
      data-testid="red-packet-claim-notice"
      data-chatmsgno={row.chatmsgno}
    >
      <span className="red-packet-notice-icon" aria-hidden="true" />
      {text}
      {claim.leftnum === 0 && claim.uid === uid ? t('claimedOut') : ''}
    </div>
  );
}

/** A transfer (type 10) in a private chat: the amount, the remarks and which way it went. */
export function TransferCard({ row }: { row: ChatRow }) {
  const t = redPacketTexts.useT();
  const { uid } = useHubState();
  const transfer = row.body.kind === 'transfer' ? row.body.transfer : null;
  if (!transfer) return <span className="im-text">{t('transfer')}</span>;
  return (
    <span className="red-packet-card red-packet-transfer" data-testid="transfer-card">
      <span className="red-packet-card-icon red-packet-transfer-icon" aria-hidden="true" />
      <span className="red-packet-card-main">
        <strong>
          {formatCents(transfer.amount)} {coinCode(transfer.cointype)}
        </strong>
        <span data-content>
          {transfer.remarks || (transfer.uid === uid ? t('transferOut') : t('transferIn'))}
        </span>
      </span>
      <span className="red-packet-card-foot">{t('transfer')}</span>
    </span>
  );
}
