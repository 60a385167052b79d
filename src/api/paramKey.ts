import { importParamKey } from '../../protocol/cipher';
import type { FetchFn } from './http';

declare global {
  // NOTE: set by the classic script /app/key.js, loaded by index.html before the app.
  var __SPORTLIVE_PARAM_KEY__: string | undefined;
}

/**
 * The main-API parameter key: from `globalThis.__SPORTLIVE_PARAM_KEY__`, or, when that script did
 * not run (blocked, cached shell offline at load), fetched from /app/key.js. Imported once.
 */
export function paramKeySource(fetchFn: FetchFn, host: () => string): () => Promise<CryptoKey> {
  let pending: Promise<CryptoKey> | undefined;
  const load = async (): Promise<CryptoKey> => {
    let text = globalThis.__SPORTLIVE_PARAM_KEY__;
    if (!text) {
      const script = await (await fetchFn(`${host()}/app/key.js`, { cache: 'no-store' })).text();
      text = /__SPORTLIVE_PARAM_KEY__\s*=\s*"([A-Za-z0-9_-]+)"/.exec(script)?.[1];
      if (!text) throw new Error('the main-API key script /app/key.js did not hold a key');
    }
    return importParamKey(text);
  };
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
