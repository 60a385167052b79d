import { decryptText, encryptParams, importParamKey } from '../../protocol/cipher';
import type { MainApiAnswer, MainEndpointName, MainEndpoints } from '../../protocol/mainApi';
import { imCall } from './server';

/** The common parameters of spec 000 §7 as the web client sends them (uid/token added per call). */
export const COMMON_PARAMS = {
  lang: 'zh',
  client_channel: 'h5',
  api_version: '6.9',
  client: 'h5',
  timeNowClient: 1,
  customer_id: '',
  check_id: '',
  check_type: '',
} as const;

/** The `data` type of an endpoint named in protocol/mainApi.ts, unknown for any other name. */
export type DataOf<N extends string> = N extends MainEndpointName ? MainEndpoints[N]['data'] : unknown;

const keys = new Map<string, Promise<CryptoKey>>();

/** The main-API key of a server, read the way a page does: from the script at /app/key.js. */
export function mainKey(url: string): Promise<CryptoKey> {
  let key = keys.get(url);
  if (!key) {
    key = (async () => {
      const script = await (await fetch(`${url}/app/key.js`)).text();
      const text = /__SPORTLIVE_PARAM_KEY__ = "([A-Za-z0-9_-]+)"/.exec(script)?.[1];
      if (!text) throw new Error(`no key in /app/key.js: ${script}`);
      return importParamKey(text);
    })();
    keys.set(url, key);
  }
  return key;
}

/**
 * Calls GET /app/<name> as the client does: the common params plus `params`, every value encrypted;
 * the encrypted answer decrypted. A plain (unencrypted) refusal — unknown endpoint, undecryptable
 * parameter — is returned as it came. `httpStatus` is the HTTP status.
 */
export async function callMain<N extends string>(
  server: { url: string },
  name: N,
  params: Readonly<Record<string, string | number>> = {},
): Promise<MainApiAnswer<DataOf<N>> & { httpStatus: number }> {
  const key = await mainKey(server.url);
  const query = await encryptParams(key, { ...COMMON_PARAMS, ...params });
  const response = await fetch(`${server.url}/app/${name}?${query}`);
  const text = await response.text();
  const body = response.headers.get('content-type')?.startsWith('text/plain')
    ? await decryptText(key, text)
    : text;
  return { httpStatus: response.status, ...(JSON.parse(body) as MainApiAnswer<DataOf<N>>) };
}

/** A guest logged in to the main API: the common params uid + token that identify it. */
export interface MainUser {
  uid: number;
  token: string;
}

/**
 * Logs a new guest in on `deviceid` (IM guest login, then the main-API identifier login) and
 * returns its uid and main-API token, ready to spread into callMain's params.
 */
export async function mainGuest(server: { url: string }, deviceid: string): Promise<MainUser> {
  const login = await imCall(server.url, 'IMUser.guestLogin', {}, { deviceid });
  const uid = (login.user as { uid: number }).uid;
  const answer = await callMain(server, 'encryptionTouristsFree', {
    phone_code: deviceid,
    url: `${server.url}/`,
    uid,
    fastkey: login.fastkey as string,
  });
  const token = answer.data?.token;
  if (answer.code !== 200 || !token) throw new Error(`identifier login failed: ${JSON.stringify(answer)}`);
  return { uid, token };
}
