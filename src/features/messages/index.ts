import './messages.css';

export { ChatPage } from './ChatPage';
export { textOf } from './content';
export { MessageNotifier } from './MessageNotifier';
export { MessagePage } from './MessagePage';
