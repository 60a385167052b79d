/**
 * The hub core: one session at a time (socket, chat database, outbox, sync engine) behind the
 * hub calls ({@link HubCore.calls}: its own calls are {@link coreCalls}, the domain
 * calls the area modules of `domain/`), with its events fanned out to listeners. It has no knowledge of tabs,
 * ports or Comlink (`tabs.ts` and `hub.ts` add those), so it runs as well in Node against the real
 * server (tests/integration/hub-*.test.ts).
 */
import { MSG_TYPE } from '../protocol';
import type { HistoryPage, HubEvent, HubState, LoginParams, NudgeReason, TabSide, Unread } from './api';
import { type ChatDb, type ChatRecord, type ChatRow, type IngestResult, withBody } from './db';
import type { SessionStore } from './db/meta';
import { ChatDb as ChatDatabase } from './db/schema';
import { DOMAIN, type DomainCalls } from './domain';
import { HubError } from './errors';
import { consoleLogger, type Logger } from './log';
import { checkLogin, sameSession } from './loginParams';
import { type Draft, Outbox } from './outbox/outbox';
import type { ReplyValue, RequestInit } from './socket/messages';
import type { PagedRequest } from './socket/paging';
import { HubSocket, type SocketSnapshot, Status } from './socket/socket';
import { socketUrls, type TransportFactory } from './socket/transport';
import type { SyncContext } from './sync/context';
import { SyncEngine } from './sync/engine';
import { Ingestor } from './sync/ingestor';
import { applyOwnReply, type OwnRequest } from './sync/ownReplies';
import type { PushTarget } from './sync/target';
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

/** The logged-in session: what the core's calls work on. */
export interface Session {
  params: LoginParams;
  db: ChatDb;
  socket: HubSocket;
  outbox: Outbox;
  sync: SyncEngine;
  unsubscribe: () => void;
}

const NO_UNREAD: Unread = { total: 0, private: 0, group: 0, shown: 0, friendApplies: 0 };

/** The live session of `core`; `not-logged-in` without one. */
function need(core: HubCore): Session {
  const { session } = core;
  if (!session) throw new HubError('not-logged-in', 'no session: call login first');
  return session;
}

/** Stores a message as pending in the outbox, which sends it; resolves with the pending row. */
async function enqueue(core: HubCore, draft: Draft): Promise<ChatRow> {
  return withBody(await need(core).outbox.enqueue(draft));
}

/**
 * The hub calls the core answers itself, each given the core first; the others are the domain's
 * (`domain/`), given the session's sync state. `HubApi` (hubApi.ts) derives the tab's side from both.
 * NOTE: roomMessages and nudge stay here rather than in domain/rooms.ts: without a session they
 * answer (no messages; nothing to check) where a domain call refuses with `not-logged-in`.
 */
export const coreCalls = {
  /** Opens the session (idempotent for the same uid and fast key) and resolves with the state. */
  login: (core: HubCore, params: LoginParams): Promise<HubState> => core.login(params),

  /** Closes the socket, forgets the session; the database stays. */
  logout: (core: HubCore): Promise<void> => core.logout(),

  /** The hub's state, as a tab starts from it. */
  state: (core: HubCore): HubState => core.state(),

  /** Stores a private message as pending and sends it; resolves at once with the pending row. */
  sendPrivate: (core: HubCore, recvuid: number, content: string, msgtype: number = MSG_TYPE.TEXT) =>
    enqueue(core, { kind: 'private', target: recvuid, msgtype, content }),

  /** Stores a group message as pending and sends it; resolves at once with the pending row. */
  sendGroup: (core: HubCore, groupkey: number, content: string, msgtype: number = MSG_TYPE.TEXT) =>
    enqueue(core, { kind: 'group', target: groupkey, msgtype, content }),

  /** Sends a failed message again. */
  async retry(core: HubCore, clientkey: string): Promise<ChatRow> {
    return withBody(await need(core).outbox.retry(clientkey));
  },

  /** Fetches 20 messages of a chat below `before` (default: the newest) into imchat. */
  history: (core: HubCore, chatkey: string, before?: number): Promise<HistoryPage> =>
    need(core).sync.history(chatkey, before),

  /** Marks a chat read up to `upto` (default: its newest message) here and on the server. */
  markRead: (core: HubCore, chatkey: string, upto?: number): Promise<void> =>
    need(core).sync.markRead(chatkey, upto),

  /** The current room's recent messages, oldest first. */
  roomMessages: (core: HubCore): ChatRow[] => core.session?.sync.rooms.recent() ?? [],

  /** The network may be back, or the tab became visible: check the connection now. */
  nudge: (core: HubCore, _reason: NudgeReason): void => core.session?.socket.nudge(),
};

/** Every hub call a tab makes but its hello, as the core answers it: `HubApi` (hubApi.ts) but `hello`. */
export type CoreCalls = TabSide<typeof coreCalls> & DomainCalls;

/** The hub without its tabs. */
export class HubCore {
  readonly version: string;
  /** Every hub call but `hello`: {@link coreCalls} and the domain's. */
  readonly calls: CoreCalls;
  private current: Session | null = null;
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

  /** The live session, or null. */
  get session(): Session | null {
    return this.current;
  }

  /** The state a tab starts from. */
  state(): HubState {
    const s = this.current;
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
    return this.current?.db ?? null;
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
      const running = this.current;
      if (running && sameSession(running.params, params)) {
        running.params = params;
        if (running.socket.getSnapshot().status === Status.Stopped) running.socket.start();
        return this.state();
      }
      if (running) await this.close(running);
      const opened = await this.open(params);
      this.current = opened;
      await this.options.sessionStore?.save(params);
      this.emit({ type: 'session', uid: params.uid, dbName: opened.db.name });
      opened.socket.start();
      return this.state();
    });
  }

  /** Closes the session and forgets it; the database stays on disk. */
  logout(): Promise<void> {
    return this.serial(async () => {
      const running = this.current;
      this.current = null;
      if (running) await this.close(running, 'logged-out');
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
      const running = this.current;
      this.current = null;
      if (running) await this.close(running);
    });
  }

  /**
   * A protocol request on this session's socket, its reply applied as the domain calls apply it.
   * Not a hub call (tabs have only the calls of {@link HubCore.calls}): the Node tests' raw access.
   */
  async request<N extends OwnRequest>(name: N, value: RequestInit<N>): Promise<ReplyValue<N>> {
    const session = need(this);
    const reply = await session.socket.request(name, value);
    await applyOwnReply(session.sync, name, reply);
    return reply;
  }

  /** A list answered in pages, every page (not a hub call, as {@link HubCore.request}). */
  async requestAll<N extends PagedRequest>(name: N, value: RequestInit<N>): Promise<ReplyValue<N>[]> {
    return need(this).socket.requestAll(name, value);
  }

  /** Resolves when the socket is online (tests). */
  async whenOnline(timeoutMs: number): Promise<void> {
    return need(this).socket.whenOnline(timeoutMs);
  }

  /** Resolves when pushes, background sync and the outbox are idle (tests, bench). */
  async settled(): Promise<void> {
    const s = this.current;
    if (!s) return;
    await s.sync.settled();
    await s.outbox.flush();
    await s.sync.settled();
  }

  /** Frame counters of the socket. */
  socketStats() {
    return this.current?.socket.stats ?? null;
  }

  /**
   * One function per hub call: the core's own ({@link coreCalls}) run on this core, the domain's on
   * the session's sync state (`not-logged-in` without one).
   */
  private buildCalls(): CoreCalls {
    // NOTE: typed per name by CoreCalls, which derives from these objects; the loop only forwards arguments.
    const implementations = { ...coreCalls, ...DOMAIN } as unknown as Record<
      keyof CoreCalls,
      (hub: HubCore | PushTarget, ...args: unknown[]) => unknown
    >;
    const calls: Partial<Record<keyof CoreCalls, (...args: unknown[]) => Promise<unknown>>> = {};
    for (const name of Object.keys(implementations) as (keyof CoreCalls)[]) {
      const run = implementations[name];
      const onSession = Object.hasOwn(DOMAIN, name);
      calls[name] = async (...args) => run(onSession ? need(this).sync : this, ...args);
    }
    return calls as CoreCalls;
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
    if (sync && (result.added.length || result.updated.length || result.chats.length)) sync.recountUnread();
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
