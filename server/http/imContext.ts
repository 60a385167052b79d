import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Accounts, LoginResult, UserProfile } from '../accounts';
import type { Bus } from '../bus';
import type { ServerConfig } from '../config';
import type { Database } from '../store';
import type { WinParam } from './winParam';

/** What an IM API method gets: the parsed envelope and the server's parts. */
export interface ImContext {
  win: WinParam;
  /** `win.param`, the method's own parameters. */
  param: Record<string, unknown>;
  accounts: Accounts;
  db: Kysely<Database>;
  config: ServerConfig;
  /** Pushes to users' sockets on any node (IMTools.sendChatMsg). */
  bus: Bus;
  req: FastifyRequest;
}

/** A method's answer; `ret` 0 and `msg` 'ok' are added when left out. */
export type ImReply = { ret?: number; msg?: string } & Record<string, unknown>;
export type ImHandler = (ctx: ImContext) => Promise<ImReply>;
/** Method name (`IMUser.guestLogin`) → handler. Adding a method is adding a line. */
export type ImMethodTable = Readonly<Record<string, ImHandler>>;

export interface ServerAddress {
  svrip: string;
  websvrport: number;
}

/**
 * The servers a client connects its socket to: this server, as the client reached it when the Host
 * header is one of its own names, unless PUBLIC_HOST / PUBLIC_PORT say otherwise (behind a proxy or
 * load balancer). See hosts.ts.
 */
export function serverList(req: FastifyRequest): ServerAddress[] {
  const { hostname, port } = req.server.publicHosts.address(req);
  return [{ svrip: hostname, websvrport: port }];
}

/** The `user` of a login answer: the profile with the 64-bit privacy field as decimal text (JSON has no int64). */
export function sessionUser(user: UserProfile): Record<string, unknown> {
  return { ...user, privacy: user.privacy.toString() };
}

/** The answer of every login method: the user, the fastkey and where to open the socket. */
export function loginReply(ctx: ImContext, result: LoginResult): ImReply {
  return {
    ret: 0,
    msg: 'ok',
    user: sessionUser(result.user),
    fastkey: result.fastkey,
    svrlist: serverList(ctx.req),
  };
}
