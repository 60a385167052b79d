import { useQueryClient } from '@tanstack/react-query';
import { Stepper, Toast } from 'antd-mobile';
import { useState } from 'react';
import { ROOM_API_CODE } from '../../../protocol/mainApiRooms';
import { MainApiError } from '../../api';
import { Popup } from '../../components/sheets';
import { roomApi, useGiftList } from './roomApi';
import { playerTexts } from './texts';

/** Coins from cents (protocol/mainApiRooms.ts: every amount is in cents). */
export function coins(cents: number): string {
  return (cents / 100).toLocaleString(undefined, { maximumFractionDigits: 2 });
}

/** The gift panel: the gifts on sale, the balance, a count and the send button (GiftList, UserBuyGift). */
export function GiftPanel({
  roomId,
  open,
  onClose,
  onHeat,
}: {
  roomId: number;
  open: boolean;
  onClose: () => void;
  onHeat: (heat: number) => void;
}) {
  const t = playerTexts.useT();
  const queries = useQueryClient();
  const gifts = useGiftList(open);
  const [selected, setSelected] = useState<number | null>(null);
  const [num, setNum] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const list = gifts.data?.list ?? [];
  const gift = list.find((g) => g.id === selected) ?? list[0];
  const balance = gifts.data?.coin ?? null;

  const buy = async () => {
    if (!gift || busy) return;
    setBusy(true);
    setError('');
    try {
      const data = await roomApi.call('UserBuyGift', { room_id: roomId, gift_id: gift.id, num });
      queries.setQueryData(['giftList'], {
        ...gifts.data,
        list,
        coin: data.coin,
        cointype: gifts.data?.cointype ?? 0,
      });
      onHeat(data.heat);
      Toast.show({ content: t('giftSent') });
      onClose();
    } catch (e) {
      const code = e instanceof MainApiError ? e.code : undefined;
      if (code === ROOM_API_CODE.INSUFFICIENT_COINS) setError(t('insufficient'));
      else if (code === ROOM_API_CODE.SELF) setError(t('giftSelf'));
      else if (code === 401) setError(t('loginFirst'));
      else setError(t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="gift-panel" destroyOnClose>
      <div className="gift-panel-head">
        <span>{t('gifts')}</span>
        <span className="gift-balance" data-testid="gift-balance">
          {t('balance')}: {balance === null ? '—' : t('coins', { n: coins(balance) })}
        </span>
      </div>
      <div className="gift-grid">
        {list.map((g) => (
          <button
            type="button"
            key={g.id}
            className={`gift-item${g.id === gift?.id ? ' gift-item-on' : ''}`}
            data-testid="gift-item"
            onClick={() => {
              setSelected(g.id);
              setError('');
            }}
          >
            <img src={g.icon} alt="" />
            <span className="gift-name" data-content>
              {g.name}
            </span>
            <span className="gift-price">{t('coins', { n: coins(g.price) })}</span>
          </button>
        ))}
      </div>
      {error && (
        <div className="gift-error" data-testid="gift-error" role="alert">
          {error}
        </div>
      )}
      <div className="gift-foot">
        <Stepper min={1} max={999} value={num} onChange={(v) => setNum(v || 1)} />
        <button
          type="button"
          className="gift-send"
          data-testid="gift-send"
          disabled={!gift || busy}
          onClick={buy}
        >
          {t('sendGift')}
        </button>
      </div>
    </Popup>
  );
}
