import './golive.css';

export { GoLivePage } from './GoLivePage';
export { WentLiveNotifier } from './WentLiveNotifier';
