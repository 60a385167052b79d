/**
 * The content of the user-written chat messages (spec 001 §9): image (4), file (15), @ (16),
 * reply (21) and the cards (share link 6, card 7, group card 11). The tabs write them through the
 * hub with the `encode` functions (JSON text); the `parse` functions fall back to the raw text
 * (or null for an image without a usable URL) and never throw.
 */
import { MSG_TYPE } from '../enums';
import { jsonObject, jsonText, looseNumber, looseText } from './json';

/** An image message (4): its URL and, when known, its size in pixels. */
export interface ImageContent {
  url: string;
  w: number;
  h: number;
}

/** A file message (15): its name, size in bytes and link. */
export interface FileContent {
  filename: string;
  size: number;
  url: string;
}

/** A quoted message inside a reply (21). */
export interface Quote {
  chatmsgno: number;
  uid: number;
  nickname: string;
  msgtype: number;
  /** The quoted message's preview text. */
  preview: string;
}

/** A reply (21): its text and the message it quotes. */
export interface ReplyContent {
  text: string;
  quote: Quote;
}

/** An @ message (16): the text with the @names and the uids they name. */
export interface AtContent {
  text: string;
  uids: number[];
}

/** A card (share link 6, card 7, group card 11): a title and more, read from the names other clients use. */
export interface CardContent {
  title: string;
  desc: string;
  url: string;
  image: string;
  amount: string;
}

/** A URL a message may link to: http(s), or a path on this server; anything else gives ''. */
export function safeUrl(url: string): string {
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : '';
}

/** The JSON text of an image message. */
export function encodeImage(image: { url: string; w?: number; h?: number }): string {
  const { url, w, h } = image;
  return jsonText(w === undefined || h === undefined ? { url } : { url, w, h });
}

/** An image message's URL and size; a bare URL is accepted; null when no usable URL. */
export function parseImage(content: string): ImageContent | null {
  const o = jsonObject(content);
  if (!o) return safeUrl(content) ? { url: content, w: 0, h: 0 } : null;
  const url = safeUrl(looseText(o.url));
  return url ? { url, w: looseNumber(o.w), h: looseNumber(o.h) } : null;
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

/** The JSON text of a file message. */
export function encodeFile(file: FileContent): string {
  const { filename, size, url } = file;
  return jsonText({ filename, size, url });
}

/** A file message: its name (the server's, when it stored the file), size and link; raw text is the name. */
export function parseFile(content: string): FileContent {
  const o = jsonObject(content);
  if (!o) return { filename: content, size: 0, url: '' };
  const url = safeUrl(looseText(o.url));
  return {
    filename: servedName(url) || looseText(o.filename) || looseText(o.name),
    size: looseNumber(o.size),
    url,
  };
}

/** The JSON text of a reply. */
export function encodeReply(reply: ReplyContent): string {
  return jsonText({ text: reply.text, quote: reply.quote });
}

/** A reply; raw text (or JSON without a quote) is the text with an empty quote. */
export function parseReply(content: string): ReplyContent {
  const o = jsonObject(content);
  const q =
    o && typeof o.quote === 'object' && o.quote !== null ? (o.quote as Record<string, unknown>) : null;
  if (!o || !q)
    return {
      text: content,
      quote: { chatmsgno: 0, uid: 0, nickname: '', msgtype: MSG_TYPE.TEXT, preview: '' },
    };
  return {
    text: looseText(o.text),
    quote: {
      chatmsgno: looseNumber(q.chatmsgno),
      uid: looseNumber(q.uid),
      nickname: looseText(q.nickname),
      msgtype: looseNumber(q.msgtype) || MSG_TYPE.TEXT,
      preview: looseText(q.preview),
    },
  };
}

/** The JSON text of an @ message. */
export function encodeAt(at: AtContent): string {
  return jsonText({ text: at.text, uids: at.uids });
}

/** An @ message; raw text names nobody. */
export function parseAt(content: string): AtContent {
  const o = jsonObject(content);
  if (!o) return { text: content, uids: [] };
  const uids = Array.isArray(o.uids) ? o.uids.map(looseNumber).filter((n) => n > 0) : [];
  return { text: looseText(o.text), uids };
}

/** A card; raw text is its title. */
export function parseCard(content: string): CardContent {
  const o = jsonObject(content);
  if (!o) return { title: content, desc: '', url: '', image: '', amount: '' };
  const s = (...keys: string[]) => keys.map((k) => looseText(o[k])).find((v) => v !== '') ?? '';
  return {
    title: s('title', 'nickname', 'name', 'greeting'),
    desc: s('desc', 'content', 'remark'),
    url: s('url', 'link'),
    image: s('image', 'headurl', 'img'),
    amount: s('amount', 'money'),
  };
}
