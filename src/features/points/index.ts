// NOTE: the stylesheet stays at account/account.css while market/OrderPage.tsx imports it there;
// it moves here as points.css when that import changes.
import '../account/account.css';

export { ActivityDetailPage, ActivityPage } from './ActivityPages';
export { IntegralAddressPage } from './AddressPage';
export { InvitePage, LookIdPage } from './InvitePage';
export { IntegralExchangePage, IntegralMyStorePage } from './MallPages';
export { IntegralDetailPage, IntegralRulePage, IntegralWalletPage } from './PointsPages';
export { ProposalPage } from './ProposalPage';
export { RealNamePage } from './RealNamePage';
export { SignPage } from './SignPage';
export { VipLevelPage } from './VipPage';
