/**
 * The database side of the way into the hub: the per-uid Dexie schema that tabs open read-only
 * (DESIGN §2). Apart from `./index` so that only the screens showing chat data load Dexie.
 */
export { ChatDb } from './db/schema';
