import type { HostList } from './hosts';
import { type FetchFn, type HostAnswer, NetworkError, tryReach } from './http';

/** The envelope fields of every IM API call (spec 000 §7): win_param besides method and param. */
export interface ImEnvelope {
  siteid: number;
  channel: number;
  version: string;
  deviceid: string;
  uid?: number;
  lang: string;
}

/** An IM API answer: ret 0 is success. */
export interface ImAnswer {
  ret: number;
  msg: string;
  [field: string]: unknown;
}

export class ImApiError extends Error {
  override readonly name = 'ImApiError';
  constructor(
    readonly method: string,
    message: string,
    /** The answer's ret when the server answered. */
    readonly ret?: number,
  ) {
    super(message);
  }
}

export interface ImApiOptions {
  hosts: HostList;
  fetch: FetchFn;
  /** The envelope of a call of `method`. */
  envelope: (method: string) => ImEnvelope;
  onFailure?: (failure: { method: string; domain: string; error: ImApiError }) => void;
}

export interface ImApi {
  /** Posts one call; resolves with the answer whatever its ret (check `ret`). */
  call(method: string, param?: Record<string, unknown>): Promise<ImAnswer>;
  /** The host calls go to, for building URLs (upload). */
  host(): string;
}

/** POST /api/flashapi.php with the form field win_param (spec 000 §7). */
export function createImApi(options: ImApiOptions): ImApi {
  return {
    host: () => options.hosts.current,
    async call(method, param = {}) {
      const winParam = { ...options.envelope(method), method, param };
      const body = new URLSearchParams({ win_param: JSON.stringify(winParam) });
      let domain = options.hosts.current;
      const report = (error: ImApiError): never => {
        options.onFailure?.({ method, domain, error });
        throw error;
      };
      let response: HostAnswer;
      try {
        response = await options.hosts.run((h) => {
          domain = h;
          return tryReach(options.fetch, h, '/api/flashapi.php', { method: 'POST', body });
        });
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        return report(new ImApiError(method, error.message));
      }
      let answer: unknown;
      try {
        answer = JSON.parse(response.text);
      } catch {
        return report(new ImApiError(method, `HTTP ${response.status}: the answer is not JSON`));
      }
      if (typeof answer !== 'object' || answer === null || typeof (answer as ImAnswer).ret !== 'number') {
        return report(new ImApiError(method, 'the answer has no ret'));
      }
      return answer as ImAnswer;
    },
  };
}
