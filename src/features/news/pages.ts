import './news.css';

export { NewsDetailPage } from './NewsDetailPage';
