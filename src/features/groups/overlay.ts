// The app shell's way in: the JoinRequestNotifier alone, without the pages of the feature that its index brings.
export { JoinRequestNotifier } from './JoinRequestNotifier';
