/**
 * The chat database: schema, writes (hub only) and queries. The only module that imports Dexie.
 */
export * from './body';
export * from './cache';
export * from './ingest';
export * from './mutes';
export * from './people';
export * from './queries';
export * from './reads';
export * from './rows';
export * from './schema';
