/**
 * The outbox (DESIGN §5): every chat send is stored, with a random unique clientkey, before it
 * goes out; stored sends are replayed in order after every reconnect and removed when the
 * server's reply comes. The server dedupes a replay by its clientkey, so a send whose reply was
 * lost is stored once. The tab sees the message at once as `pending`, then `sent` (with its
 * chatmsgno) or `failed` (with the result code), and can retry a failed one.
 */
import { chatKey, chatKeyToString, isGroupKey, type net, RESULT } from '../../protocol';
import { LIMITS } from '../../protocol/content';
import {
  type ChatDb,
  type ChatRecord,
  chatRow,
  contentBytes,
  emptyList,
  ingestMessages,
  type MessageState,
  type OutboxKind,
  type OutboxRow,
} from '../db';
import { HubError, isHubError } from '../errors';
import { consoleLogger, type Logger } from '../log';
import { realTimers, type Timers } from '../timers';

/** A message to send. */
export interface Draft {
  kind: OutboxKind;
  /** recvuid (private) or groupkey (group). */
  target: number;
  msgtype: number;
  content: string;
}

/** The server's answer to a send. */
export interface SendReply {
  result: number;
  msg_info: net.chat_msg;
}

/** Sends one stored entry; rejects with a {@link HubError} when the connection fails. */
export type Sender = (entry: OutboxRow) => Promise<SendReply>;

/** A change of a message's state, for the tabs. */
export interface OutboxChange {
  clientkey: string;
  chatkey: string;
  state: MessageState;
  chatmsgno?: number;
  result?: number;
}

/** The sender's own profile, copied onto pending messages. */
export interface Me {
  uid: number;
  nickname: string;
  headurl: string;
}

export interface OutboxOptions {
  send: Sender;
  /** True while requests can go out (the socket is online). */
  canSend: () => boolean;
  me: () => Me;
  onChange: (change: OutboxChange) => void;
  timers?: Timers;
  logger?: Logger;
}

/** A random client key: 128 bits as hex (`crypto.randomUUID` needs a secure context; this does not). */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The persisted send queue of one user. */
export class Outbox {
  private readonly timers: Timers;
  private readonly log: Logger;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: ChatDb,
    private readonly options: OutboxOptions,
  ) {
    this.timers = options.timers ?? realTimers;
    this.log = options.logger ?? consoleLogger;
  }

  /**
   * Stores a message as pending (imchat row, outbox row and chat-list preview in one transaction)
   * and starts sending it. Resolves with the stored row as soon as it is stored.
   *
   * @throws {HubError} `invalid-argument` for empty or oversized content, or a bad target.
   */
  async enqueue(draft: Draft): Promise<ChatRecord> {
    const chatkey = this.chatKeyOf(draft);
    const bytes = contentBytes(draft.content).byteLength;
    if (bytes === 0) throw new HubError('invalid-argument', 'a message needs content');
    if (bytes > LIMITS.CONTENT_MAX_BYTES) {
      throw new HubError(
        'invalid-argument',
        `content is ${bytes} bytes; at most ${LIMITS.CONTENT_MAX_BYTES}`,
      );
    }
    if (!Number.isInteger(draft.msgtype) || draft.msgtype < 1) {
      throw new HubError('invalid-argument', `msgtype must be a positive integer, got ${draft.msgtype}`);
    }
    const me = this.options.me();
    const now = this.timers.now();
    const clientkey = newClientKey();
    const row: ChatRecord = {
      chatkey,
      chatmsgno: 0,
      uid: me.uid,
      content: draft.content,
      headurl: me.headurl,
      nickname: me.nickname,
      phonenum: '',
      time: now,
      msgtype: draft.msgtype,
      clientkey,
      read: 0,
      state: 'pending',
    };
    const entry: OutboxRow = {
      clientkey,
      kind: draft.kind,
      target: draft.target,
      chatkey,
      msgtype: draft.msgtype,
      content: draft.content,
      createdAt: now,
      state: 'queued',
      attempts: 0,
    };
    const { db } = this;
    await db.transaction(
      'rw',
      [db.imchat, db.outbox, db.imlist, db.imgroup, db.imfriend, db.imuser],
      async () => {
        row.id = await db.imchat.add(row);
        await db.outbox.add(entry);
        const list = (await db.imlist.get(chatkey)) ?? (await emptyList(db, chatkey, me.uid));
        await db.imlist.put({ ...list, content: row.content, msgtype: row.msgtype, time: now });
      },
    );
    this.kick();
    return row;
  }

  /**
   * Sends every queued entry, oldest first, one at a time (so the server numbers them in the
   * order they were typed). Stops at the first connection failure; the next reconnect calls it
   * again. Concurrent calls share one run.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
    return this.running;
  }

  /**
   * Queues a failed message again and sends it.
   *
   * @throws {HubError} `invalid-argument` when no failed message has this client key.
   */
  async retry(clientkey: string): Promise<ChatRecord> {
    const { db } = this;
    const row = await db.transaction('rw', db.outbox, db.imchat, async () => {
      const entry = await db.outbox.where('clientkey').equals(clientkey).first();
      const stored = await db.imchat.where('clientkey').equals(clientkey).first();
      if (entry?.state !== 'failed' || entry.seq === undefined || stored?.id === undefined) {
        throw new HubError('invalid-argument', `no failed message with client key ${clientkey}`);
      }
      // NOTE: a retry goes to the back of the queue (a new seq) so it does not jump ahead of
      // messages typed while it was failed.
      await db.outbox.delete(entry.seq);
      const { seq: _old, result: _result, ...rest } = entry;
      await db.outbox.add({ ...rest, state: 'queued' });
      const { result: _r, ...pending } = stored;
      const next: ChatRecord = { ...pending, state: 'pending' };
      await db.imchat.put(next);
      return next;
    });
    this.options.onChange({ clientkey, chatkey: row.chatkey, state: 'pending' });
    this.kick();
    return row;
  }

  /** Starts a flush without waiting for it; a failure (a closed database on logout) is logged. */
  private kick(): void {
    this.flush().catch((e: unknown) => this.log.warn('outbox flush failed', e));
  }

  private async run(): Promise<void> {
    while (this.options.canSend()) {
      const entry = await this.db.outbox
        .orderBy('seq')
        .filter((e) => e.state === 'queued')
        .first();
      if (!entry || entry.seq === undefined) return;
      await this.db.outbox.update(entry.seq, { attempts: entry.attempts + 1 });
      let reply: SendReply;
      try {
        reply = await this.options.send(entry);
      } catch (error) {
        if (isHubError(error, 'invalid-argument')) {
          await this.fail(entry, RESULT.FAIL);
          continue;
        }
        // NOTE: the entry stays queued; if the server did store it, the replay's clientkey makes
        // the server return the stored message instead of storing it twice.
        this.log.info(`outbox paused: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      await this.settle(entry, reply);
    }
  }

  private async settle(entry: OutboxRow, reply: SendReply): Promise<void> {
    if (reply.result !== RESULT.SUCCESS) {
      await this.fail(entry, reply.result);
      return;
    }
    const message = { ...reply.msg_info, clientkey: reply.msg_info.clientkey || entry.clientkey };
    const confirmed = chatRow(message);
    await ingestMessages(this.db, [confirmed], { me: this.options.me().uid });
    // The ingest removed the outbox row when it matched the pending message; make sure it is gone.
    if (entry.seq !== undefined) await this.db.outbox.delete(entry.seq);
    this.options.onChange({
      clientkey: entry.clientkey,
      chatkey: entry.chatkey,
      state: 'sent',
      chatmsgno: confirmed.chatmsgno,
    });
  }

  private async fail(entry: OutboxRow, result: number): Promise<void> {
    const { db } = this;
    await db.transaction('rw', db.outbox, db.imchat, async () => {
      if (entry.seq !== undefined) await db.outbox.update(entry.seq, { state: 'failed', result });
      await db.imchat.where('clientkey').equals(entry.clientkey).modify({ state: 'failed', result });
    });
    this.options.onChange({ clientkey: entry.clientkey, chatkey: entry.chatkey, state: 'failed', result });
  }

  private chatKeyOf(draft: Draft): string {
    if (draft.kind === 'group') {
      if (!isGroupKey(draft.target))
        throw new HubError('invalid-argument', `${draft.target} is not a group key`);
      return String(draft.target);
    }
    try {
      return chatKeyToString(chatKey(this.options.me().uid, draft.target));
    } catch (e) {
      throw new HubError('invalid-argument', e instanceof Error ? e.message : String(e));
    }
  }
}
