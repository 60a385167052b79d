import './messages.css';

export { ChatPage } from './ChatPage';
export { textOf } from './content';
export { MessageNotifier, useUnreadTotal } from './MessageNotifier';
export { MessagePage } from './MessagePage';
