import type { RateBand } from '../../hub';
import { coinCode, ratePrice } from './money';
import { walletTexts } from './texts';
import { useExchangeRates } from './useExchangeRates';

function Band({ label, band }: { label: string; band: RateBand }) {
  const t = walletTexts.useT();
  return (
    <div className="rate-band">
      <span>{label}</span>
      <strong>{ratePrice(band.reference)}</strong>
      {(band.low > 0 || band.high > 0) && (
        <small>{t('rateRange', { low: ratePrice(band.low), high: ratePrice(band.high) })}</small>
      )}
    </div>
  );
}

/** The platform's reference rates, a row per coin pair; nothing while none is set. */
export function ExchangeRates() {
  const t = walletTexts.useT();
  const rates = useExchangeRates();
  if (rates.length === 0) return null;
  return (
    <section className="wallet-rates" data-testid="exchange-rates">
      <div className="wallet-log-head">
        <h3>{t('rates')}</h3>
      </div>
      <p className="wallet-rates-note">{t('rateNote')}</p>
      {rates.map((r) => (
        <div
          key={`${r.cointype}-${r.outcointype}`}
          className="rate-row"
          data-testid="rate-row"
          data-pair={`${r.cointype}-${r.outcointype}`}
        >
          <strong className="rate-pair">
            {t('ratePair', { coin: coinCode(r.cointype), paid: coinCode(r.outcointype) })}
          </strong>
          <Band label={t('rateBuy')} band={r.buy} />
          <Band label={t('rateSell')} band={r.sell} />
        </div>
      ))}
    </section>
  );
}
