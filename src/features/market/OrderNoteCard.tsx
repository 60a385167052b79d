import { useGo } from '../../app/navigation';
import type { ChatRow } from '../../hub';
import { coinCode, formatCents } from '../wallet';
import { type MarketKey, marketTexts } from './texts';

interface OrderNote {
  orderid: string;
  status: number;
  ordervalue: number;
  cointype: number;
}

function parseNote(content: string): OrderNote | null {
  try {
    const note = JSON.parse(content) as Partial<OrderNote>;
    return typeof note.orderid === 'string' && typeof note.status === 'number'
      ? {
          orderid: note.orderid,
          status: note.status,
          ordervalue: note.ordervalue ?? 0,
          cointype: note.cointype ?? 0,
        }
      : null;
  } catch {
    return null;
  }
}

/** An order message (type 13) in the two sides' private chat: the move, the amount; opens the order. */
export function OrderNoteCard({ row }: { row: ChatRow }) {
  const t = marketTexts.useT();
  const go = useGo();
  const note = parseNote(row.content);
  if (!note) return <span className="im-text">{t('order')}</span>;
  return (
    <button
      type="button"
      className="rp-card rp-transfer market-note"
      onClick={() => go(`/market/order?id=${note.orderid}`)}
      data-testid="order-note"
    >
      <span className="rp-card-icon rp-transfer-icon" aria-hidden="true" />
      <span className="rp-card-main">
        <strong>
          {formatCents(note.ordervalue)} {coinCode(note.cointype)}
        </strong>
        <span>{t(`o${note.status}` as MarketKey)}</span>
      </span>
      <span className="rp-card-foot">{t('order')}</span>
    </button>
  );
}
