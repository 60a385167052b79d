import { useState } from 'react';
import { PAY_TYPE } from '../../../protocol/enums';
import { Popup } from '../../components/sheets';
import { useHub } from '../../hub';
import { coinCode, parseCents, rateOf, ratePrice, useExchangeRates } from '../wallet';
import { type CoinPair, CoinPicker } from './CoinPicker';
import { marketTexts, payKey } from './texts';
import { act } from './useMarket';

/** The platform's reference price for the pair and side chosen, beside the price the user asks; nothing when unset. */
function ReferencePrice({ side, cointype, outcointype }: { side: 'sell' | 'buy' } & CoinPair) {
  const t = marketTexts.useT();
  const band = rateOf(useExchangeRates(), cointype, outcointype)?.[side];
  if (!band || band.reference === 0) return null;
  return (
    <p className="market-ref" data-testid="publish-reference">
      {t('refPrice', { price: ratePrice(band.reference), coin: coinCode(outcointype) })}
      {(band.low > 0 || band.high > 0) &&
        t('refRange', { low: ratePrice(band.low), high: ratePrice(band.high) })}
    </p>
  );
}

/** Publishing an offer: side, the coin traded and the one it is paid in, total, limits, price and pay types. */
export function PublishSheet({
  visible,
  onClose,
  onDone,
}: {
  visible: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const t = marketTexts.useT();
  const hub = useHub();
  const [side, setSide] = useState<'sell' | 'buy'>('sell');
  const [form, setForm] = useState({ total: '', min: '', max: '', rate: '1' });
  const [paytypes, setPaytypes] = useState<number[]>([PAY_TYPE.BANK]);
  const [coins, setCoins] = useState({ cointype: 0, outcointype: 0 });
  const cents = {
    total: parseCents(form.total),
    min: parseCents(form.min),
    max: parseCents(form.max),
    rate: parseCents(form.rate),
  };
  const ok = Object.values(cents).every((c) => c !== null) && paytypes.length > 0;
  const field = (key: keyof typeof form, label: string) => (
    <label key={key}>
      {label}
      <input
        inputMode="decimal"
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        data-testid={`publish-${key}`}
      />
    </label>
  );
  const publish = async () => {
    const done = await act(() =>
      hub.publishOffer({
        side,
        total: cents.total ?? 0,
        min: cents.min ?? 0,
        max: cents.max ?? 0,
        rate: cents.rate ?? 0,
        ...coins,
        paytypes,
      }),
    );
    if (done) onDone();
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="market-sheet">
      <h3>{t('publish')}</h3>
      <div className="wallet-modes">
        {(['sell', 'buy'] as const).map((s) => (
          <button key={s} type="button" className={side === s ? 'on' : ''} onClick={() => setSide(s)}>
            {s === 'sell' ? t('sideSell') : t('sideBuy')}
          </button>
        ))}
      </div>
      <CoinPicker value={coins} onChange={setCoins} />
      {field('total', t('total'))}
      {field('min', t('min'))}
      {field('max', t('max'))}
      {field('rate', t('price', { coin: coinCode(coins.outcointype) }))}
      <ReferencePrice side={side} {...coins} />
      <div className="market-pays market-pick">
        {Object.values(PAY_TYPE).map((p) => (
          <button
            key={p}
            type="button"
            className={paytypes.includes(p) ? 'on' : ''}
            onClick={() =>
              setPaytypes(paytypes.includes(p) ? paytypes.filter((x) => x !== p) : [...paytypes, p])
            }
          >
            {t(payKey(p))}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="market-primary"
        disabled={!ok}
        onClick={publish}
        data-testid="publish-submit"
      >
        {t('publish')}
      </button>
    </Popup>
  );
}
