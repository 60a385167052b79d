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
import type { Exchange, Exchanged, ExchangeErrorKind, PlainParams } from './exchange';
import type { HostList } from './hosts';
import { answered, NetworkError, unreached } from './http';
import type { ParamKey } from './paramKey';

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
  /** The round trip reached a host but gave no answer object (`exchange.ts`). */
  | ExchangeErrorKind
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
  /** The parameter key (`paramKey.ts`). */
  key: () => Promise<ParamKey>;
  /** One round trip to one host: sealing, fetching, opening (`exchange.ts`; off the page's thread in the app). */
  exchange: Exchange;
  hosts: HostList;
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

function definedOnly(record: object): PlainParams {
  const out: PlainParams = {};
  for (const [k, v] of Object.entries(record)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);
  }
  return out;
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
    const plain = { ...definedOnly(options.common(name)), ...definedOnly(params) };
    let host = options.hosts.current;
    let result: Exclude<Exchanged, { type: 'network' }>;
    try {
      // NOTE: an answer of any kind, a refusal or a tampered one included, means the host was
      // reached; what the exchange throws (the seal worker failing) passes through the host list.
      result = await options.hosts.run(async (h) => {
        host = h;
        const exchanged = await options.exchange(key, h, name, plain);
        return exchanged.type === 'network' ? unreached(h, exchanged.message) : answered(exchanged);
      });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      return fail(new MainApiError('network', name, error.message), host);
    }
    if (result.type === 'error')
      return fail(new MainApiError(result.kind, name, result.message, result.code), host);
    return result.answer as MainApiAnswer<MainData<N>>;
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
