// The app shell's way in: the MessageNotifier alone, without the pages of the feature that its index brings.
export { MessageNotifier } from './MessageNotifier';
