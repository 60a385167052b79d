// The app shell's way in: the call watcher alone, without the call screen, the chat-record parts
// and the chat database that the feature's index brings.
export { CallOverlay } from './CallOverlay';
