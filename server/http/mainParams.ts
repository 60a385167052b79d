import type { FastifyRequest } from 'fastify';
import { MAIN_CODE, MAX_PAGE_SIZE } from '../../protocol/mainApi';
import { isRefusal, Refusal } from '../refusal';
import type { MainApiContext, MainApiHandler, MainApiTable } from './mainApi';

/** Wraps every handler of a table so a main-family {@link Refusal} becomes its `{code, msg}` answer. */
export function endpoints(table: Record<string, MainApiHandler>): MainApiTable {
  const out: Record<string, MainApiHandler> = {};
  for (const [name, handler] of Object.entries(table)) {
    out[name] = async (ctx) => {
      try {
        return await handler(ctx);
      } catch (error) {
        if (isRefusal(error, 'main')) return { code: error.code, msg: error.message };
        throw error;
      }
    };
  }
  return out;
}

/** A success answer. */
export function ok<T>(data: T) {
  return { code: MAIN_CODE.OK, msg: 'ok', data };
}

export interface IntOptions {
  min: number;
  max: number;
  /** Used when the parameter is absent or empty; without it the parameter is required. */
  fallback?: number;
}

/**
 * An integer parameter.
 *
 * @throws {Refusal} 400 when it is missing (and has no fallback), not a decimal integer, or out of range.
 */
export function intParam(ctx: MainApiContext, name: string, options: IntOptions): number {
  const text = ctx.params[name]?.trim() ?? '';
  if (text === '') {
    if (options.fallback !== undefined) return options.fallback;
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `parameter ${name} is required`);
  }
  if (!/^-?\d{1,15}$/.test(text))
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `parameter ${name} must be an integer`);
  const value = Number(text);
  if (value < options.min || value > options.max) {
    throw new Refusal(
      'main',
      MAIN_CODE.BAD_REQUEST,
      `parameter ${name} must be between ${options.min} and ${options.max}`,
    );
  }
  return value;
}

/** A text parameter, trimmed. @throws {Refusal} 400 when required and empty, or longer than `max`. */
export function textParam(ctx: MainApiContext, name: string, max: number, required = true): string {
  const text = ctx.params[name]?.trim() ?? '';
  if (required && text === '')
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `parameter ${name} is required`);
  if ([...text].length > max)
    throw new Refusal('main', MAIN_CODE.BAD_REQUEST, `parameter ${name} is longer than ${max} characters`);
  return text;
}

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

/** 1-based page and page size, from parameters `pageName` / `limitName`. */
export function pageParams(
  ctx: MainApiContext,
  pageName: string,
  limitName: string,
  defaultLimit: number,
): Page {
  const page = intParam(ctx, pageName, { min: 1, max: 100_000, fallback: 1 });
  const limit = intParam(ctx, limitName, { min: 1, max: MAX_PAGE_SIZE, fallback: defaultLimit });
  return { page, limit, offset: (page - 1) * limit };
}

/**
 * The uid of the logged-in caller: common params uid + token, the token live and issued to that uid.
 *
 * @throws {Refusal} 401 otherwise.
 */
export async function requireUser(ctx: MainApiContext): Promise<number> {
  if (ctx.common.uid === undefined || ctx.common.token === '')
    throw new Refusal('main', MAIN_CODE.UNAUTHORIZED, 'please log in first');
  const credential = await ctx.credential();
  if (!credential || credential.uid !== ctx.common.uid)
    throw new Refusal('main', MAIN_CODE.UNAUTHORIZED, 'the login has expired, please log in again');
  return credential.uid;
}

/** The caller's uid when uid + token are given and valid, else undefined (never refuses). */
export async function optionalUser(ctx: MainApiContext): Promise<number | undefined> {
  if (ctx.common.uid === undefined || ctx.common.token === '') return undefined;
  const credential = await ctx.credential();
  return credential?.uid === ctx.common.uid ? credential.uid : undefined;
}

/**
 * `http://host:port` of this server as the client reached it (links handed out point back to the
 * same host), from its own list of host names: an unknown Host header is never echoed (hosts.ts).
 */
export function requestOrigin(req: FastifyRequest): string {
  return req.server.publicHosts.origin(req);
}
