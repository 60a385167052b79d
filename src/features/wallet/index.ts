import './wallet.css';

export { MoneyNoticeCard } from './MoneyNoticeCard';
// NOTE: the Me page shows the entry; the pages come through `pages.ts`, which only the route table
// imports, lazily. Red packets (features/redpacket) pay with the keypad and read amounts from here.
export { COIN_CODES, coinCode, formatCents, parseCents } from './money';
export { PayKeypad } from './PayKeypad';
export { useWallet } from './useWallet';
export { WalletEntry } from './WalletEntry';
