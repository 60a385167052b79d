/**
 * The hub core: one session at a time (socket, chat database, outbox, sync engine) behind the
 * calls of {@link HubApi} ({@link HubCore.calls}: the session calls are its methods, the domain
 * calls the area modules of `domain/`), with its events fanned out to listeners. It has no knowledge of tabs,
 * ports or Comlink (`tabs.ts` and `hub.ts` add those), so it runs as well in Node against the real
 * server (tests/integration/hub-*.test.ts).
 */
import { MSG_TYPE } from '../protocol';
import {
  type DomainCallName,
  type HistoryPage,
  HUB_CALLS,
  type HubApi,
  type HubCallName,
  type HubEvent,
  type HubState,
  type LoginParams,
  type NudgeReason,
  type RoomJoinResult,
  type RoomSendResult,
  type Unread,
} from './api';
import { type ChatDb, type ChatRecord, type ChatRow, type IngestResult, withBody } from './db';
import type { SessionStore } from './db/meta';
import { ChatDb as ChatDatabase } from './db/schema';
import { DOMAIN } from './domain';
import { HubError } from './errors';
import { consoleLogger, type Logger } from './log';
import { checkLogin, sameSession } from './loginParams';
import { Outbox } from './outbox/outbox';
import type { ReplyValue, RequestInit } from './socket/messages';
import type { PagedRequest } from './socket/paging';
import { HubSocket, type SocketSnapshot, Status } from './socket/socket';
import { socketUrls, type TransportFactory } from './socket/transport';
import type { SyncContext } from './sync/context';
import { SyncEngine } from './sync/engine';
import { Ingestor } from './sync/ingestor';
import { applyOwnReply, type OwnRequest } from './sync/ownReplies';
import { realTimers, type Timers } from './timers';

export interface HubCoreOptions {
  /** The build version the hub runs. */
  version: string;
  transport: TransportFactory;
  /** Use wss:// (the page is served over https). */
  secure?: boolean;
  timers?: Timers;
  logger?: Logger;
  /** Opens a user's chat database (default: `ChatDb(uid)`). */
  openDb?: (uid: number) => ChatDb;
  /** Keeps the session so a restarted hub logs in by itself. */
  sessionStore?: SessionStore;
  /** Reply timeout of requests, ms. */
  requestTimeoutMs?: number;
}

interface Session {
  params: LoginParams;
  db: ChatDb;
  socket: HubSocket;
  outbox: Outbox;
  sync: SyncEngine;
  unsubscribe: () => void;
}

const NO_UNREAD: Unread = { total: 0, private: 0, group: 0, friendApplies: 0 };

/** Every hub call a tab makes but its hello, as the core answers it. */
export type CoreCalls = Omit<HubApi, 'hello'>;

/** The calls the core answers with its own methods (the others are the domain's). */
type OwnCallName = Exclude<HubCallName, DomainCallName>;

/** Calls as the core may answer them: at once or later. */
type Served<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => R | Promise<R>
    : never;
};

/** The hub without its tabs. */
export class HubCore implements Served<Pick<HubApi, OwnCallName>> {
  readonly version: string;
  /** Every call of {@link HubApi} but `hello`, built from {@link HUB_CALLS}. */
  readonly calls: CoreCalls;
  private session: Session | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<(event: HubEvent) => void>();
  private readonly timers: Timers;
  private readonly log: Logger;

  constructor(private readonly options: HubCoreOptions) {
    this.version = options.version;
    this.timers = options.timers ?? realTimers;
    this.log = options.logger ?? consoleLogger;
    this.calls = this.buildCalls();
  }

  /** Calls `listener` with every event; returns the unsubscribe function. */
  on(listener: (event: HubEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends an event to every listener. */
  emit(event: HubEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.log.warn('event listener failed', error);
      }
    }
  }

  /** The state a tab starts from. */
  state(): HubState {
    const s = this.session;
    return {
      version: this.version,
      uid: s?.params.uid ?? null,
      dbName: s?.db.name ?? null,
      connection: s?.socket.getSnapshot() ?? { status: Status.Idle },
      unread: s?.sync.unread ?? NO_UNREAD,
      room: s?.sync.rooms.current ?? null,
      tabs: 0,
    };
  }

  /** The live session's database (tests and the bench read it). */
  get db(): ChatDb | null {
    return this.session?.db ?? null;
  }

  /** Logs in with the stored session, if any (a hub starting again). */
  async resume(): Promise<HubState> {
    const params = await this.options.sessionStore?.load();
    return params ? this.login(params) : this.state();
  }

  /**
   * Opens the session: the chat database first (so the first push finds it open), then the socket.
   * The same uid, fast key and device again keeps the running session (several tabs log in).
   */
  async login(params: LoginParams): Promise<HubState> {
    checkLogin(params);
    return this.serial(async () => {
      const current = this.session;
      if (current && sameSession(current.params, params)) {
        current.params = params;
        if (current.socket.getSnapshot().status === Status.Stopped) current.socket.start();
        return this.state();
      }
      if (current) await this.close(current);
      this.session = await this.open(params);
      await this.options.sessionStore?.save(params);
      this.emit({ type: 'session', uid: params.uid, dbName: this.session.db.name });
      this.session.socket.start();
      return this.state();
    });
  }

  /** Closes the session and forgets it; the database stays on disk. */
  logout(): Promise<void> {
    return this.serial(async () => {
      const current = this.session;
      this.session = null;
      if (current) await this.close(current, 'logged-out');
      await this.options.sessionStore?.save(null);
      this.emit({ type: 'session', uid: null, dbName: null });
      this.emit({ type: 'connection', state: { status: Status.Idle } });
    });
  }

  /**
   * Closes the session but keeps it stored, so the next hub resumes it (this hub is being
   * replaced by one of a newer build).
   */
  shutdown(): Promise<void> {
    return this.serial(async () => {
      const current = this.session;
      this.session = null;
      if (current) await this.close(current);
    });
  }

  /** Stores a private message as pending and sends it. */
  async sendPrivate(recvuid: number, content: string, msgtype: number = MSG_TYPE.TEXT): Promise<ChatRow> {
    return withBody(await this.need().outbox.enqueue({ kind: 'private', target: recvuid, msgtype, content }));
  }

  /** Stores a group message as pending and sends it. */
  async sendGroup(groupkey: number, content: string, msgtype: number = MSG_TYPE.TEXT): Promise<ChatRow> {
    return withBody(await this.need().outbox.enqueue({ kind: 'group', target: groupkey, msgtype, content }));
  }

  /** Sends a failed message again. */
  async retry(clientkey: string): Promise<ChatRow> {
    return withBody(await this.need().outbox.retry(clientkey));
  }

  /** Sends a live-room message. */
  async sendRoom(roomkey: number, content: string, msgtype: number = MSG_TYPE.TEXT): Promise<RoomSendResult> {
    return this.need().sync.rooms.send(roomkey, content, msgtype);
  }

  /** Fetches a page of history into the database. */
  async history(chatkey: string, before?: number): Promise<HistoryPage> {
    return this.need().sync.history(chatkey, before);
  }

  /** Marks a chat read. */
  async markRead(chatkey: string, upto?: number): Promise<void> {
    return this.need().sync.markRead(chatkey, upto);
  }

  /**
   * A protocol request on this session's socket, its reply applied as the domain calls apply it.
   * Not a hub call (tabs have only the domain calls of HUB_CALLS): the Node tests' raw access.
   */
  async request<N extends OwnRequest>(name: N, value: RequestInit<N>): Promise<ReplyValue<N>> {
    const session = this.need();
    const reply = await session.socket.request(name, value);
    await applyOwnReply(session.sync, name, reply);
    return reply;
  }

  /** A list answered in pages, every page (not a hub call, as {@link HubCore.request}). */
  async requestAll<N extends PagedRequest>(name: N, value: RequestInit<N>): Promise<ReplyValue<N>[]> {
    return this.need().socket.requestAll(name, value);
  }

  /** Joins a live room. */
  async joinRoom(roomkey: number): Promise<RoomJoinResult> {
    return this.need().sync.rooms.join(roomkey);
  }

  /** Leaves the live room. */
  async leaveRoom(): Promise<void> {
    return this.need().sync.rooms.leave();
  }

  /** The live room's recent messages. */
  roomMessages(): ChatRow[] {
    return this.session?.sync.rooms.recent() ?? [];
  }

  /** The network may be back, or a tab became visible: check the connection now. */
  nudge(_reason?: NudgeReason): void {
    this.session?.socket.nudge();
  }

  /** Resolves when the socket is online (tests). */
  async whenOnline(timeoutMs: number): Promise<void> {
    return this.need().socket.whenOnline(timeoutMs);
  }

  /** Resolves when pushes, background sync and the outbox are idle (tests, bench). */
  async settled(): Promise<void> {
    const s = this.session;
    if (!s) return;
    await s.sync.settled();
    await s.outbox.flush();
    await s.sync.settled();
  }

  /** Frame counters of the socket. */
  socketStats() {
    return this.session?.socket.stats ?? null;
  }

  /**
   * One function per name of {@link HUB_CALLS}: a domain call runs its area's implementation on
   * the session (`not-logged-in` without one), any other this core's method of the same name.
   */
  private buildCalls(): CoreCalls {
    // NOTE: typed per name by HubApi; the loop itself only forwards arguments.
    type Fn = (...args: unknown[]) => unknown;
    const domain = DOMAIN as unknown as Partial<
      Record<HubCallName, (hub: unknown, ...args: unknown[]) => unknown>
    >;
    const own = this as unknown as Record<OwnCallName, Fn>;
    const calls: Partial<Record<HubCallName, Fn>> = {};
    for (const name of HUB_CALLS) {
      const implementation = domain[name];
      calls[name] = implementation
        ? async (...args) => implementation(this.need().sync, ...args)
        : async (...args) => own[name as OwnCallName].apply(this, args);
    }
    return calls as CoreCalls;
  }

  private need(): Session {
    if (!this.session) throw new HubError('not-logged-in', 'no session: call login first');
    return this.session;
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => {});
    return next;
  }

  private async open(params: LoginParams): Promise<Session> {
    // NOTE: the database opens before the socket logs in (the spec opens it on login result 1):
    // same order for every write, and a failure to open it is reported to the caller of login.
    const db = this.options.openDb?.(params.uid) ?? new ChatDatabase(params.uid);
    await db.open();
    const me = params.uid;
    const quiet = new WeakSet<ChatRecord>();
    let sync: SyncEngine | null = null;
    const ingestor = new Ingestor(db, me, (result) => this.written(result, quiet, sync));
    const ctx: SyncContext = {
      db,
      me,
      socket: {
        request: (...args) => socket.request(...args),
        requestAll: (...args) => socket.requestAll(...args),
      },
      timers: this.timers,
      log: this.log,
      emit: (event) => this.emit(event),
      ingest: (rows, unread) => {
        // Offline pages are history: they update counts but raise no notification.
        if (unread) for (const row of rows) quiet.add(row);
        return ingestor.add(rows, unread);
      },
    };
    sync = new SyncEngine(ctx);
    const engine = sync;
    const socket: HubSocket = new HubSocket({
      urls: socketUrls(params.servers, this.options.secure ?? false),
      credentials: { uid: params.uid, fastkey: params.fastkey, deviceid: params.deviceid },
      transport: this.options.transport,
      timers: this.timers,
      logger: this.log,
      ...(this.options.requestTimeoutMs ? { requestTimeoutMs: this.options.requestTimeoutMs } : {}),
      onPush: (message) => engine.handlePush(message),
      onLoginRefused: (result) => this.emit({ type: 'login-refused', result }),
      onOnline: () => {
        void engine.online().then(() => outbox.flush());
      },
    });
    const outbox = new Outbox(db, {
      send: (entry) => {
        const common = { msg_type: entry.msgtype, content: new TextEncoder().encode(entry.content) };
        // NOTE: no delayed send here: while offline the entry simply stays queued for the replay.
        return entry.kind === 'private'
          ? socket.request(
              'msg_send_private_msg_req',
              { ...common, recvuid: entry.target, clientkey: entry.clientkey },
              { delayMs: 0 },
            )
          : socket.request(
              'msg_send_group_msg_req',
              { ...common, groupkey: entry.target, clientkey: entry.clientkey },
              { delayMs: 0 },
            );
      },
      canSend: () => socket.getSnapshot().status === Status.Online,
      me: () => ({
        uid: me,
        nickname: engine.profile?.nickname ?? '',
        headurl: engine.profile?.headurl ?? '',
      }),
      onChange: (change) => {
        this.emit({ type: 'message-state', change });
        if (change.state === 'sent' && change.chatmsgno) {
          engine.fillBelow(BigInt(change.chatkey), change.chatmsgno).catch((error: unknown) => {
            this.log.warn('gap check failed', error);
          });
        }
      },
      timers: this.timers,
      logger: this.log,
    });
    const unsubscribe = socket.subscribe((state: SocketSnapshot) => this.emit({ type: 'connection', state }));
    await engine.emitUnread();
    return { params, db, socket, outbox, sync: engine, unsubscribe };
  }

  private written(result: IngestResult, quiet: WeakSet<ChatRecord>, sync: SyncEngine | null): void {
    const fresh = new Set(result.fresh);
    for (const message of result.added) {
      const notify = fresh.has(message) && !quiet.has(message);
      this.emit({ type: 'message', chatkey: message.chatkey, message: withBody(message), notify });
    }
    if (sync && (result.added.length || result.updated.length || result.chats.length)) {
      sync.emitUnread().catch((error: unknown) => this.log.warn('unread totals failed', error));
    }
  }

  private async close(session: Session, reason: 'logged-out' = 'logged-out'): Promise<void> {
    session.sync.stop();
    session.socket.stop(reason);
    session.unsubscribe();
    // Let queued writes finish before the database closes.
    await session.sync.settled().catch(() => {});
    session.db.close();
  }
}
