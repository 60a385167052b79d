import './market.css';

export { MarketPage } from './MarketPage';
export { MyOffersPage } from './MyOffersPage';
export { MyOrdersPage } from './MyOrdersPage';
export { OrderPage } from './OrderPage';
export { PayAccountsPage } from './PayAccountsPage';
