export { AppLink } from './AppLink';
export { Avatar } from './Avatar';
export { Empty } from './Empty';
export * from './icons';
export { LiveRoomCard } from './LiveRoomCard';
export { MatchCard } from './MatchCard';
export { OfflineState } from './OfflineState';
export { PagedList } from './PagedList';
export { PageHeader } from './PageHeader';
