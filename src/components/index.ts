export { AppLink } from './AppLink';
export { Empty } from './Empty';
export * from './icons';
export { LiveRoomCard } from './LiveRoomCard';
export { PagedList } from './PagedList';
export { PageHeader } from './PageHeader';
