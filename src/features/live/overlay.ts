// The app shell's way in: the WentLiveNotifier alone, without the pages of the feature that its index brings.
export { WentLiveNotifier } from './WentLiveNotifier';
