import './wallet.css';

export { PayPasswordPage } from './PayPasswordPage';
export { TransferPage } from './TransferPage';
export { WalletPage } from './WalletPage';
