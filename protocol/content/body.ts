/**
 * A chat message's content read once by its type (spec 001 §9): the hub fills `body` on every row
 * it gives the tabs, and the tabs render from it; none of them reads the content JSON again.
 */
import { MSG_TYPE } from '../enums';
import { type CallRecord, parseCallRecord } from './calls';
import {
  type AtContent,
  type CardContent,
  type FileContent,
  type ImageContent,
  parseAt,
  parseCard,
  parseFile,
  parseImage,
  parseReply,
  type ReplyContent,
} from './chat';
import { type OrderNoteContent, parseOrderNote } from './market';
import { parseVideo, parseVoice, type VideoContent, type VoiceContent } from './media';
import {
  type ClaimContent,
  type MoneyNoticeContent,
  parseClaim,
  parseMoneyNotice,
  parseRedPacket,
  parseTransfer,
  type RedPacketContent,
  type TransferContent,
} from './money';
import { type AdContent, type MiniProgramContent, parseAd, parseMiniProgram } from './promo';
import { type ChannelAd, type GiftAnnouncement, parseChannelAd, parseGift, systemText } from './room';

/**
 * What a message holds, keyed by `kind`. The money, order and call kinds carry null when their
 * payload is malformed (the tab shows a plain card), and so do the media and link-card kinds (the
 * tab shows "unsupported"); the others fall back to the raw text.
 */
export type MessageBody =
  /** Text (1), server text (14), centre tips (10000…): the text as sent. */
  | { kind: 'text'; text: string }
  /** A system message (20): its text, or a gift bought in a live room. */
  | { kind: 'system'; text: string; gift: GiftAnnouncement | null }
  | { kind: 'image'; image: ImageContent | null }
  | { kind: 'file'; file: FileContent }
  | { kind: 'at'; at: AtContent }
  | { kind: 'reply'; reply: ReplyContent }
  /** Share link (6), card (7), group card (11). */
  | { kind: 'card'; card: CardContent }
  | { kind: 'redPacket'; packet: RedPacketContent | null }
  | { kind: 'claim'; claim: ClaimContent | null }
  | { kind: 'transfer'; transfer: TransferContent | null }
  | { kind: 'moneyNotice'; notice: MoneyNoticeContent | null }
  | { kind: 'orderNote'; note: OrderNoteContent | null }
  /** A call record (9), or a voice chat's (102) when it reads as one. */
  | { kind: 'callRecord'; record: CallRecord | null }
  | { kind: 'voice'; voice: VoiceContent | null }
  | { kind: 'video'; video: VideoContent | null }
  | { kind: 'miniProgram'; app: MiniProgramContent | null }
  /** An ad in a chat (19) or a live room's ad (10012). */
  | { kind: 'ad'; ad: AdContent | null }
  /** A channel advertisement (22). */
  | { kind: 'channel'; ad: ChannelAd }
  /** Withdrawn or erased (12), a malformed voice chat (102) and the types this client does not show. */
  | { kind: 'none' };

/** The kinds of {@link MessageBody}. */
export type MessageBodyKind = MessageBody['kind'];

const TEXT_TYPES: ReadonlySet<number> = new Set([
  MSG_TYPE.TEXT,
  MSG_TYPE.SERVER_TEXT,
  MSG_TYPE.CENTER_TIP,
  MSG_TYPE.CENTER_TIP_CONFIRM_1,
  MSG_TYPE.CENTER_TIP_CONFIRM_2,
  MSG_TYPE.CENTER_TIP_CONFIRM_3,
  MSG_TYPE.CENTER_TIP_GROUP_CODE,
  MSG_TYPE.CENTER_TIP_VOICE_PROVIDER,
]);

/** Reads the content of a message of type `msgtype`; never throws. */
export function parseBody(msgtype: number, content: string): MessageBody {
  if (TEXT_TYPES.has(msgtype)) return { kind: 'text', text: content };
  switch (msgtype) {
    case MSG_TYPE.SYSTEM:
      return { kind: 'system', text: systemText(content), gift: parseGift(content) };
    case MSG_TYPE.IMAGE:
      return { kind: 'image', image: parseImage(content) };
    case MSG_TYPE.FILE:
      return { kind: 'file', file: parseFile(content) };
    case MSG_TYPE.AT:
      return { kind: 'at', at: parseAt(content) };
    case MSG_TYPE.REPLY:
      return { kind: 'reply', reply: parseReply(content) };
    case MSG_TYPE.SHARE_LINK:
    case MSG_TYPE.CARD:
    case MSG_TYPE.GROUP_CARD:
      return { kind: 'card', card: parseCard(content) };
    case MSG_TYPE.RED_BAG:
      return { kind: 'redPacket', packet: parseRedPacket(content) };
    case MSG_TYPE.GET_RED_BAG:
      return { kind: 'claim', claim: parseClaim(content) };
    case MSG_TYPE.TRANSFER_MONEY:
      return { kind: 'transfer', transfer: parseTransfer(content) };
    case MSG_TYPE.MONEY_LOG:
      return { kind: 'moneyNotice', notice: parseMoneyNotice(content) };
    case MSG_TYPE.CONFIRM_ORDER:
      return { kind: 'orderNote', note: parseOrderNote(content) };
    case MSG_TYPE.VOICE_CHAT_START:
      return { kind: 'callRecord', record: parseCallRecord(content) };
    case MSG_TYPE.VOICE_CHAT_1: {
      // NOTE: a voice chat's record has the call record's shape (docs/messaging.md "Message
      // contents"); a malformed one has no card of its own to fall back to.
      const record = parseCallRecord(content);
      return record ? { kind: 'callRecord', record } : { kind: 'none' };
    }
    case MSG_TYPE.VOICE:
      return { kind: 'voice', voice: parseVoice(content) };
    case MSG_TYPE.VIDEO:
      return { kind: 'video', video: parseVideo(content) };
    case MSG_TYPE.MINI_PROGRAM:
      return { kind: 'miniProgram', app: parseMiniProgram(content) };
    case MSG_TYPE.AD:
    case MSG_TYPE.CHAT_ROOM_AD:
      return { kind: 'ad', ad: parseAd(content) };
    case MSG_TYPE.CHANNEL:
      return { kind: 'channel', ad: parseChannelAd(content) };
    default:
      return { kind: 'none' };
  }
}

/** The visible text of a text-like body (text, system, @, reply, channel ad); '' for the others. */
export function bodyText(body: MessageBody): string {
  switch (body.kind) {
    case 'text':
    case 'system':
      return body.text;
    case 'at':
      return body.at.text;
    case 'reply':
      return body.reply.text;
    case 'channel':
      return body.ad.content;
    default:
      return '';
  }
}

/** True for a drop of the live room's red-packet rain (a type-5 message the server marks `rain`). */
export function isRainDrop(row: { body: MessageBody }): boolean {
  return row.body.kind === 'redPacket' && row.body.packet?.rain === 1;
}
