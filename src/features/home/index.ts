import './home.css';

export { downloadMode } from './downloadMode';
export { HomePage } from './HomePage';
export { buildHomeTabs, jumpIndexTarget } from './homeTabs';
export { MoreRecommPage } from './MoreRecommPage';
