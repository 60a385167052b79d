import './rooms.css';

export { HistoryPage, HotHostPage, SubscribePage } from './ListPages';
export { RoomPage } from './RoomPage';
