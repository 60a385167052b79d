import { RET } from '../accounts';
import { Refusal } from '../refusal';

/** The `win_param` envelope of every IM API call (spec 000 §7). */
export interface WinParam {
  method: string;
  siteid: number;
  channel: number;
  /** The method's own parameters. */
  param: Record<string, unknown>;
  version: string;
  deviceid: string;
  /** The caller's uid when logged in. */
  uid: number | undefined;
  lang: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonObject(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Refusal('ret', RET.badRequest, `${what} is not valid JSON`);
  }
  if (!isRecord(value)) throw new Refusal('ret', RET.badRequest, `${what} must be a JSON object`);
  return value;
}

function int(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0x7fff_ffff ? n : fallback;
}

/**
 * Reads `win_param` from a form body (`win_param=<json>`), a JSON body `{win_param: <json text or
 * object>}` or a JSON body that is the envelope itself. Throws a bad-request AccountError otherwise.
 */
export function readWinParam(body: unknown): WinParam {
  if (!isRecord(body))
    throw new Refusal('ret', RET.badRequest, 'the body must carry the form field win_param');
  const raw = 'win_param' in body ? body.win_param : 'method' in body ? body : undefined;
  if (raw === undefined) throw new Refusal('ret', RET.badRequest, 'the form field win_param is missing');
  const win = typeof raw === 'string' ? parseJsonObject(raw, 'win_param') : raw;
  if (!isRecord(win)) throw new Refusal('ret', RET.badRequest, 'win_param must be a JSON object');
  if (typeof win.method !== 'string' || win.method === '') {
    throw new Refusal('ret', RET.badRequest, 'win_param.method is missing');
  }
  const param = win.param === undefined || win.param === '' ? {} : win.param;
  const params = typeof param === 'string' ? parseJsonObject(param, 'win_param.param') : param;
  if (!isRecord(params)) throw new Refusal('ret', RET.badRequest, 'win_param.param must be a JSON object');
  const uid = int(win.uid, 0);
  return {
    method: win.method,
    siteid: int(win.siteid, 3),
    channel: int(win.channel, 8),
    param: params,
    version: typeof win.version === 'string' ? win.version : String(win.version ?? ''),
    deviceid: typeof win.deviceid === 'string' ? win.deviceid : '',
    uid: uid > 0 ? uid : undefined,
    lang: typeof win.lang === 'string' && win.lang ? win.lang : 'zh',
  };
}

/** A required text parameter (numbers are taken as their decimal text). */
export function text(param: Record<string, unknown>, name: string): string {
  const value = param[name];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value === '')
    throw new Refusal('ret', RET.badRequest, `param.${name} is required`);
  return value;
}

/** An optional text parameter: undefined when absent or empty. */
export function optionalText(param: Record<string, unknown>, name: string): string | undefined {
  return param[name] === undefined || param[name] === '' || param[name] === null
    ? undefined
    : text(param, name);
}

/** A required whole-number parameter. */
export function integer(param: Record<string, unknown>, name: string): number {
  const n = Number(text(param, name));
  if (!Number.isInteger(n)) throw new Refusal('ret', RET.badRequest, `param.${name} must be a whole number`);
  return n;
}
