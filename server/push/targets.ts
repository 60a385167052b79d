import { lookup as dnsLookup } from 'node:dns/promises';
import { Agent, type AgentOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { MAIN_CODE } from '../../protocol/mainApi';
import { Refusal } from '../refusal';

/**
 * Where Web Push may connect (issue 43, items 4 and 8): a subscription's endpoint is a URL the
 * browser's push service gave, but the server is the one that opens it, so an endpoint written by
 * hand could aim the server at its own network. Only `https:` endpoints whose host resolves to
 * public unicast addresses are taken (loopback, private, link-local, CGNAT, unique-local,
 * multicast, unspecified and reserved ranges are refused, IPv4-mapped IPv6 forms as their IPv4),
 * checked when subscribing and again before every send; the send connects to the very address that
 * was checked (a pinned `lookup`), so a DNS answer that changes in between is never used. With
 * `PUSH_HOSTS`, only the push services named there are taken at all.
 */

/** An endpoint this server does not send to: a main-API bad request saying why. */
const notTarget = (message: string) => new Refusal('main', MAIN_CODE.BAD_REQUEST, message);

export interface PushTarget {
  hostname: string;
  address: string;
  family: 4 | 6;
}

export interface PushTargetRules {
  /** Push service hosts taken (`fcm.googleapis.com`, `*.push.apple.com`); empty: any public host. */
  hosts: readonly string[];
  /**
   * Non-public addresses taken all the same: only tests set it (a local push service on
   * 127.0.0.1), and the app takes it only with DEV_ENDPOINTS=1 (server/app.ts).
   */
  allowAddresses?: readonly string[];
  /** DNS (tests: a name that answers differently each time). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

const defaultResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/** Whether `host` is named by `pattern`: the same name, or `*.suffix` for any name under suffix. */
export function hostMatches(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase();
  if (p.startsWith('*.')) return host.endsWith(p.slice(1));
  return host === p;
}

/** Whether `address` is a public unicast address (an IPv4-mapped IPv6 address judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class PushTargets {
  readonly #allowed: Set<string>;
  readonly #resolve: NonNullable<PushTargetRules['resolve']>;

  constructor(readonly rules: PushTargetRules) {
    this.#allowed = new Set((rules.allowAddresses ?? []).map((a) => ipaddr.process(a).toString()));
    this.#resolve = rules.resolve ?? defaultResolve;
  }

  /** The checked address `endpoint` is sent to; throws a main-family {@link Refusal} (bad request) when it may not be. */
  async check(endpoint: string): Promise<PushTarget> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw notTarget('endpoint must be a URL');
    }
    if (url.protocol !== 'https:') throw notTarget('endpoint must be https');
    if (url.username || url.password) throw notTarget('endpoint must not carry a user or password');
    const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    const { hosts } = this.rules;
    if (hosts.length > 0 && !hosts.some((p) => hostMatches(p, hostname)))
      throw notTarget(`endpoint host ${hostname} is not a push service this server sends to`);
    const answers = ipaddr.isValid(hostname)
      ? [{ address: hostname, family: ipaddr.parse(hostname).kind() === 'ipv6' ? 6 : 4 }]
      : await this.#resolve(hostname).catch(() => {
          throw notTarget(`endpoint host ${hostname} does not resolve`);
        });
    if (answers.length === 0) throw notTarget(`endpoint host ${hostname} does not resolve`);
    // NOTE: every address must be public, not just one: the connection must go where it was checked.
    for (const a of answers) {
      if (!isPublicAddress(a.address) && !this.#allowed.has(ipaddr.process(a.address).toString()))
        throw notTarget(`endpoint host ${hostname} is not a public address`);
    }
    const first = answers[0] as { address: string; family: number };
    return { hostname, address: first.address, family: first.family === 6 ? 6 : 4 };
  }
}

/**
 * An agent for one send that connects to `target.address` whatever the name resolves to now;
 * the TLS name (SNI) and the Host header stay the endpoint's host name, as the request names it.
 */
export function pinnedAgent(target: PushTarget, base: AgentOptions = {}): Agent {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  return new Agent({ ...base, keepAlive: false, lookup });
}
