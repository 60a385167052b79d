import './home.css';

export { MoreRecommPage } from './MoreRecommPage';
export { ReplayPage } from './ReplayPage';
