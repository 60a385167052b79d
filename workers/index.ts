/**
 * The one way into the hub for the app (DESIGN §3, §5): the call list and types of the contract,
 * the typed errors, the port helpers and the read-only queries a tab runs on the database the hub
 * writes. Nothing here loads the codec, the generated protocol code or Dexie, so the first screen
 * can import it; the database class itself is behind `./database`, for the screens that read chat
 * data (loaded lazily).
 */
export * from './api';
export * from './db/body';
export * from './db/queries';
export { HubError, type HubErrorCode, isHubError, isRefusal } from './errors';
export * from './hubApi';
export { onEvents, type PortLike, wrapApi } from './rpc';
export { tabLockName } from './tabs';
