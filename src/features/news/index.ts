import './news.css';

// NOTE: the home page shows the news list in the first load; the article page comes through
// `pages.ts`, which only the route table imports, lazily.
export { NewsList } from './NewsList';
