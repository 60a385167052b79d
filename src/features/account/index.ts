import './account.css';

export { ActivityDetailPage, ActivityPage } from './ActivityPages';
export { IntegralAddressPage } from './AddressPage';
export { InvitePage, LookIdPage } from './InvitePage';
export { IntegralExchangePage, IntegralMyStorePage } from './MallPages';
export { IntegralDetailPage, IntegralRulePage, IntegralWalletPage } from './PointsPages';
export { ProposalPage } from './ProposalPage';
export { RealNamePage } from './RealNamePage';
export { SignPage } from './SignPage';
export { VipLevelPage } from './VipPage';
