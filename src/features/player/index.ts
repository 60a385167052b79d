import './player.css';

export { HistoryPage, HotHostPage, SubscribePage } from './ListPages';
export { PlayerPage } from './PlayerPage';
