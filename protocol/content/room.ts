/**
 * The content of the live-room chat's own messages: the gift announcement (a system message,
 * type 20), the system text, and the channel advertisement (type 22).
 */
import { MSG_TYPE, ROOM_MESSAGE_CHANNEL } from '../enums';
import { int, jsonBytes, jsonObject } from './json';

/** A purchase posted in the room's chat (system message 20), so every member's screen shows the gift. */
export interface GiftAnnouncement {
  kind: 'gift';
  gift_id: number;
  name: string;
  icon: string;
  num: number;
  total: number;
  /** The buyer. */
  uid: number;
  nickname: string;
  host_uid: number;
  heat: number;
}

/** An advertisement for some channels (type 22): the channels it is for and its text. */
export interface ChannelAd {
  channels: number[];
  content: string;
}

/** The bytes of a gift announcement. */
export function encodeGift(gift: GiftAnnouncement): Uint8Array {
  const { gift_id, name, icon, num, total, uid, nickname, host_uid, heat } = gift;
  return jsonBytes({ kind: 'gift', gift_id, name, icon, num, total, uid, nickname, host_uid, heat });
}

/** A gift announcement, or null for any other content (it needs `kind` "gift", a name and a count). */
export function parseGift(content: string): GiftAnnouncement | null {
  const o = jsonObject(content);
  if (o?.kind !== 'gift' || typeof o.name !== 'string' || typeof o.num !== 'number') return null;
  return {
    kind: 'gift',
    gift_id: int(o.gift_id),
    name: o.name,
    icon: typeof o.icon === 'string' ? o.icon : '',
    num: o.num,
    total: int(o.total),
    uid: int(o.uid),
    nickname: typeof o.nickname === 'string' ? o.nickname : '',
    host_uid: int(o.host_uid),
    heat: int(o.heat),
  };
}

/** The text a system or server message shows: its `text` or `content` field when JSON, else itself. */
export function systemText(content: string): string {
  const o = jsonObject(content);
  if (typeof o?.text === 'string') return o.text;
  if (typeof o?.content === 'string') return o.content;
  return content;
}

/** The bytes of a channel advertisement. */
export function encodeChannelAd(ad: ChannelAd): Uint8Array {
  return jsonBytes({ channels: ad.channels, content: ad.content });
}

/** A channel advertisement; content that is not one is its own text for no channel. */
export function parseChannelAd(content: string): ChannelAd {
  const o = jsonObject(content);
  if (!o) return { channels: [], content };
  const channels = Array.isArray(o.channels) ? o.channels.map(Number).filter((c) => Number.isInteger(c)) : [];
  return { channels, content: typeof o.content === 'string' ? o.content : '' };
}

/**
 * True when a room message is shown (spec 000 §5): type 22 only for channel 8, named by the
 * message's own `channel` or inside its content's `channels`.
 * NOTE: the spec says type 22 "carries a channel list"; chat_msg has one `channel` field, so a
 * list may also come inside the JSON content as `channels`.
 */
export function keepRoomMessage(msg: { msgtype: number; channel: number; content: string }): boolean {
  if (msg.msgtype !== MSG_TYPE.CHANNEL) return true;
  if (msg.channel === ROOM_MESSAGE_CHANNEL) return true;
  return parseChannelAd(msg.content).channels.includes(ROOM_MESSAGE_CHANNEL);
}
