import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateParamKey, importParamKey, type ParamCryptoKey } from '../../protocol/cipher';

export interface ParamKey {
  /** base64url text, as handed to the client. */
  text: string;
  key: ParamCryptoKey;
}

/**
 * The main-API parameter key: PARAM_KEY when set, otherwise made once and kept in
 * `${dataDir}/param.key` so restarts (and every node sharing the data folder) use the same one.
 */
export async function loadParamKey(configured: string, dataDir: string): Promise<ParamKey> {
  let text = configured.trim();
  if (!text) {
    const file = join(dataDir, 'param.key');
    if (existsSync(file)) {
      text = readFileSync(file, 'utf8').trim();
    } else {
      text = generateParamKey();
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, `${text}\n`, { mode: 0o600 });
    }
  }
  try {
    return { text, key: await importParamKey(text) };
  } catch (error) {
    throw new Error(
      `the main-API parameter key ${configured ? '(PARAM_KEY)' : `in ${join(dataDir, 'param.key')}`} is invalid: ` +
        `${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
