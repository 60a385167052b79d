import './home.css';

export { MoreRecommPage } from './MoreRecommPage';
