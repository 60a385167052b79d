import { CipherError, decryptText, encryptParams } from '../../protocol/cipher';
import {
  MAIN_CODE,
  type MainApiAnswer,
  type MainCommonParams,
  type MainEndpoints,
} from '../../protocol/mainApi';
import type { AccountEndpoints } from '../../protocol/mainApiAccount';
import type { MainLiveEndpoints } from '../../protocol/mainApiLive';
import type { MainPushEndpoints } from '../../protocol/mainApiPush';
import type { MainRoomEndpoints } from '../../protocol/mainApiRooms';
import type { MatchEndpoints } from '../../protocol/sportsApi';
import type { HostList } from './hosts';
import { type FetchFn, NetworkError, reach } from './http';

/** Every endpoint of the main API: home, news and configuration; live rooms; the match center; the account area; going live; Web Push. */
export type Endpoints = MainEndpoints &
  MainRoomEndpoints &
  MatchEndpoints &
  AccountEndpoints &
  MainLiveEndpoints &
  MainPushEndpoints;
export type EndpointName = keyof Endpoints;

/** An endpoint's parameters; a common parameter given here overrides the default (news: client_channel). */
export type MainParams<N extends EndpointName> = Endpoints[N]['params'] & Partial<MainCommonParams>;
export type MainData<N extends EndpointName> = Endpoints[N]['data'];

export type MainApiErrorKind =
  /** No host answered. */
  | 'network'
  /** The server refused the call in plain JSON (a parameter it could not decrypt, an unknown endpoint). */
  | 'http'
  /** The answer did not decrypt: altered, or sealed with another key. It is refused, never used. */
  | 'tampered'
  /** The answer decrypted but is not a {code, msg} object. */
  | 'malformed'
  /** The answer's code is not 200. */
  | 'code';

export class MainApiError extends Error {
  override readonly name = 'MainApiError';
  constructor(
    readonly kind: MainApiErrorKind,
    readonly endpoint: string,
    message: string,
    /** The answer's code (kind 'code' or 'http'). */
    readonly code?: number,
  ) {
    super(message);
  }
}

/** What a failed call reports to the client error log. */
export interface FailedCall {
  method: string;
  domain: string;
  error: MainApiError;
}

export interface MainApiOptions {
  /** The parameter key (protocol/cipher.ts importParamKey). */
  key: () => Promise<CryptoKey>;
  hosts: HostList;
  fetch: FetchFn;
  /** The common parameters of spec 000 §7, read at each call (of `endpoint`). */
  common: (endpoint: EndpointName) => MainCommonParams;
  onFailure?: (failure: FailedCall) => void;
}

export interface MainApi {
  /** The whole answer; throws {@link MainApiError} unless an answer was read. */
  request<N extends EndpointName>(name: N, params: MainParams<N>): Promise<MainApiAnswer<MainData<N>>>;
  /** `data` of a code-200 answer; throws {@link MainApiError} (kind 'code' for another code). */
  call<N extends EndpointName>(name: N, params: MainParams<N>): Promise<MainData<N>>;
  /** For lists: a code other than 200 is ignored silently and gives `empty` (spec 000 §8). */
  list<N extends EndpointName>(name: N, params: MainParams<N>, empty: MainData<N>): Promise<MainData<N>>;
}

type Plain = Record<string, string | number | boolean>;

function definedOnly(record: object): Plain {
  const out: Plain = {};
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);
  }
  return out;
}

function isAnswer(value: unknown): value is MainApiAnswer<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

/** The main-API client: every parameter value sealed, every answer opened (DESIGN §6). */
export function createMainApi(options: MainApiOptions): MainApi {
  const fail = (error: MainApiError, domain: string): never => {
    options.onFailure?.({ method: error.endpoint, domain, error });
    throw error;
  };

  async function request<N extends EndpointName>(
    name: N,
    params: MainParams<N>,
  ): Promise<MainApiAnswer<MainData<N>>> {
    const key = await options.key();
    const query = await encryptParams(key, { ...definedOnly(options.common(name)), ...definedOnly(params) });
    let host = options.hosts.current;
    let response: Response;
    try {
      response = await options.hosts.run((h) => {
        host = h;
        return reach(options.fetch, h, `/app/${name}?${query}`, { cache: 'no-store' });
      });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      return fail(new MainApiError('network', name, error.message), host);
    }
    const body = (await response.text()).trim();
    if (body.startsWith('{')) {
      let plain: unknown;
      try {
        plain = JSON.parse(body);
      } catch {
        return fail(new MainApiError('malformed', name, `HTTP ${response.status}: not JSON`), host);
      }
      const code = isAnswer(plain) ? plain.code : response.status;
      const msg = isAnswer(plain) ? plain.msg : `HTTP ${response.status}`;
      return fail(new MainApiError('http', name, msg, code), host);
    }
    let text: string;
    try {
      text = await decryptText(key, body);
    } catch (error) {
      if (!(error instanceof CipherError)) throw error;
      return fail(new MainApiError('tampered', name, `the answer was refused: ${error.message}`), host);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      return fail(new MainApiError('malformed', name, 'the answer is not JSON'), host);
    }
    if (!isAnswer(answer)) return fail(new MainApiError('malformed', name, 'the answer has no code'), host);
    return answer as MainApiAnswer<MainData<N>>;
  }

  return {
    request,
    async call(name, params) {
      const answer = await request(name, params);
      if (answer.code !== MAIN_CODE.OK || answer.data === undefined) {
        throw new MainApiError('code', name, answer.msg || `code ${answer.code}`, answer.code);
      }
      return answer.data;
    },
    async list(name, params, empty) {
      const answer = await request(name, params);
      return answer.code === MAIN_CODE.OK && answer.data !== undefined ? answer.data : empty;
    },
  };
}
