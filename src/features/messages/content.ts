// What a chat message's content holds, by message type (spec 001 §9). Text types carry UTF-8 text;
// the others carry JSON this module parses defensively: a malformed payload falls back to its raw
// text and never throws.
import { MSG_TYPE } from '../../../protocol/enums';

export interface ImageContent {
  url: string;
  w: number;
  h: number;
}

export interface FileContent {
  filename: string;
  size: number;
  url: string;
}

/** A quoted message inside a reply (msgtype 21). */
export interface Quote {
  chatmsgno: number;
  uid: number;
  nickname: string;
  msgtype: number;
  /** The quoted message's preview text. */
  preview: string;
}

/** Reply (21): `{text, quote}`. */
export interface ReplyContent {
  text: string;
  quote: Quote;
}

/** @ message (16): `{text, uids}` — the text with the @names and the uids they name. */
export interface AtContent {
  text: string;
  uids: number[];
}

/** Cards (share link 6, card 7, group card 11, red packet 5, transfer 10): a title and more. */
export interface CardContent {
  title: string;
  desc: string;
  url: string;
  image: string;
  amount: string;
}

function parseObject(content: string): Record<string, unknown> | null {
  if (!content.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(content);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/** A URL a message may link to: http(s), or a path on this server; anything else is dropped. */
export function safeUrl(url: string): string {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : '';
}

/** An image message's URL and size; null when the content holds no usable URL. */
export function parseImage(content: string): ImageContent | null {
  const o = parseObject(content);
  if (!o) return safeUrl(content) ? { url: content, w: 0, h: 0 } : null;
  const url = safeUrl(str(o.url));
  return url ? { url, w: num(o.w), h: num(o.h) } : null;
}

/** The name a stored chat file is served under (`/upload/files/<id>/<name>`), as the server cleaned it. */
function servedName(url: string): string {
  const m = /\/upload\/files\/[0-9a-f]{24}\/([^/?#]+)$/.exec(url);
  if (!m?.[1]) return '';
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return '';
  }
}

/** A file message: its name (the server's, when it stored the file), size and link. */
export function parseFile(content: string): FileContent {
  const o = parseObject(content);
  if (!o) return { filename: content, size: 0, url: '' };
  const url = safeUrl(str(o.url));
  return { filename: servedName(url) || str(o.filename) || str(o.name), size: num(o.size), url };
}

export function parseReply(content: string): ReplyContent {
  const o = parseObject(content);
  const q =
    o && typeof o.quote === 'object' && o.quote !== null ? (o.quote as Record<string, unknown>) : null;
  if (!o || !q)
    return { text: content, quote: { chatmsgno: 0, uid: 0, nickname: '', msgtype: 1, preview: '' } };
  return {
    text: str(o.text),
    quote: {
      chatmsgno: num(q.chatmsgno),
      uid: num(q.uid),
      nickname: str(q.nickname),
      msgtype: num(q.msgtype) || MSG_TYPE.TEXT,
      preview: str(q.preview),
    },
  };
}

export function parseAt(content: string): AtContent {
  const o = parseObject(content);
  if (!o) return { text: content, uids: [] };
  const uids = Array.isArray(o.uids) ? o.uids.map(num).filter((n) => n > 0) : [];
  return { text: str(o.text), uids };
}

export function parseCard(content: string): CardContent {
  const o = parseObject(content);
  if (!o) return { title: content, desc: '', url: '', image: '', amount: '' };
  return {
    title: str(o.title) || str(o.nickname) || str(o.name) || str(o.greeting),
    desc: str(o.desc) || str(o.content) || str(o.remark),
    url: str(o.url) || str(o.link),
    image: str(o.image) || str(o.headurl) || str(o.img),
    amount: str(o.amount) || str(o.money),
  };
}

/** The visible text of a text-like message (1, 14, 16, 20, 21); '' for others. */
export function textOf(msgtype: number, content: string): string {
  if (msgtype === MSG_TYPE.AT) return parseAt(content).text;
  if (msgtype === MSG_TYPE.REPLY) return parseReply(content).text;
  return content;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** A byte count in B…YB, steps of 1024 (spec 000 §9): "1.5 MB". */
export function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}
