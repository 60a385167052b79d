import './search.css';

export { SearchPage } from './SearchPage';
