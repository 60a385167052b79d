import './news.css';

export { commentProblem } from './Comments';
export { NewsDetailPage } from './NewsDetailPage';
export { NewsList } from './NewsList';
