import { useGo } from '../../app/navigation';
import type { ChatRow } from '../../hub';
import { coinCode, formatCents } from '../wallet';
import { type MarketKey, marketTexts } from './texts';

/** An order message (type 13) in the two sides' private chat: the move, the amount; opens the order. */
export function OrderNoteCard({ row }: { row: ChatRow }) {
  const t = marketTexts.useT();
  const go = useGo();
  const note = row.body.kind === 'orderNote' ? row.body.note : null;
  if (!note) return <span className="im-text">{t('order')}</span>;
  return (
    <button
      type="button"
      className="red-packet-card red-packet-transfer market-note"
      onClick={() => go(`/market/order?id=${note.orderid}`)}
      data-testid="order-note"
    >
      <span className="red-packet-card-icon red-packet-transfer-icon" aria-hidden="true" />
      <span className="red-packet-card-main">
        <strong>
          {formatCents(note.ordervalue)} {coinCode(note.cointype)}
        </strong>
        <span>{t(`o${note.status}` as MarketKey)}</span>
      </span>
      <span className="red-packet-card-foot">{t('order')}</span>
    </button>
  );
}
