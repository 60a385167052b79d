import { COIN_CODES } from '../wallet';
import { marketTexts } from './texts';

export interface CoinPair {
  /** The coin type traded. */
  cointype: number;
  /** The coin type its price is paid in. */
  outcointype: number;
}

/** The two coin types of an offer: the one traded and the one its price is paid in. */
export function CoinPicker({ value, onChange }: { value: CoinPair; onChange(next: CoinPair): void }) {
  const t = marketTexts.useT();
  const select = (key: keyof CoinPair, label: string) => (
    <select
      aria-label={label}
      value={value[key]}
      onChange={(e) => onChange({ ...value, [key]: Number(e.target.value) })}
      data-testid={`market-${key}`}
    >
      {COIN_CODES.map((code, cointype) => (
        <option key={code} value={cointype}>
          {label} {code}
        </option>
      ))}
    </select>
  );
  return (
    <div className="market-filters">
      {select('cointype', t('coinKind'))}
      {select('outcointype', t('paidIn'))}
    </div>
  );
}
