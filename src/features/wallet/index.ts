import './wallet.css';

export { MoneyNoticeCard } from './MoneyNoticeCard';
// NOTE: the Me page shows the entry; the pages come through `pages.ts`, which only the route table
// imports, lazily. Red packets (features/redpacket) pay with the keypad and read amounts from here;
// the market's publish sheet reads the platform's exchange rates from here.
export { COIN_CODES, coinCode, formatCents, parseCents, ratePrice } from './money';
export { PayKeypad } from './PayKeypad';
export { rateOf, useExchangeRates } from './useExchangeRates';
export { useWallet } from './useWallet';
export { WalletEntry } from './WalletEntry';
