import './messages.css';

export { ChatPage } from './ChatPage';
export { MessageNotifier } from './MessageNotifier';
export { MessagePage } from './MessagePage';
