import './home.css';

// NOTE: home is the first screen, so this is in the first load; its other page comes through
// `pages.ts`, which only the route table imports, lazily.
export { downloadMode } from './downloadMode';
export { HomePage } from './HomePage';
export { HostReplays } from './HostReplays';
export { buildHomeTabs, jumpIndexTarget } from './homeTabs';
export { fetchAdvertPictureEarly } from './RedPacketAd';
