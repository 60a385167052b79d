import { importParamKey, type ParamCryptoKey, paramKeyBytes } from '../../protocol/cipher';
import { onceImport } from '../lib/onceImport';
import type { HostList } from './hosts';
import { type FetchFn, tryReach } from './http';

declare global {
  // NOTE: set by the classic script /app/key.js, loaded by index.html before the app.
  var __SPORTLIVE_PARAM_KEY__: string | undefined;
}

/**
 * The main-API parameter key as its text, and imported (a Web Crypto key) only where it is asked
 * for: the seal worker is handed the text and imports it there, so the page imports it only when
 * its calls run on the page (no worker).
 */
export interface ParamKey {
  readonly text: string;
  /** The imported key, made once, at the first call. */
  crypto(): Promise<ParamCryptoKey>;
}

export function paramKeyOf(text: string): ParamKey {
  let imported: Promise<ParamCryptoKey> | undefined;
  return {
    text,
    crypto: () => {
      imported ??= importParamKey(text);
      return imported;
    },
  };
}

/**
 * The main-API parameter key: from `globalThis.__SPORTLIVE_PARAM_KEY__`, or, when that script did
 * not run (blocked, cached shell offline at load), fetched from /app/key.js. Read once.
 */
export function paramKeySource(fetchFn: FetchFn, hosts: Pick<HostList, 'run'>): () => Promise<ParamKey> {
  const load = async (): Promise<ParamKey> => {
    let text = globalThis.__SPORTLIVE_PARAM_KEY__;
    if (!text) {
      // NOTE: from the first host reached: every host of the app shares the key (PARAM_KEY), and
      // the page's own origin may be the one that is down.
      const { text: script } = await hosts.run((host) =>
        tryReach(fetchFn, host, '/app/key.js', { cache: 'no-store' }),
      );
      text = /__SPORTLIVE_PARAM_KEY__\s*=\s*"([A-Za-z0-9_-]+)"/.exec(script)?.[1];
      if (!text) throw new Error('the main-API key script /app/key.js did not hold a key');
    }
    // NOTE: checked here, where a failure is forgotten and the next call reads the key again; the
    // import itself happens where the key is used (the seal worker).
    paramKeyBytes(text);
    return paramKeyOf(text);
  };
  return onceImport(load);
}
