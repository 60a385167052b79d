// The chat list's texts: the last message's preview by type and the time label.
import { MSG_TYPE } from '../../../protocol/enums';
import type { Translate } from '../../i18n';
import { clockText, monthDayClock, shown } from '../../lib/dateFormat';
import { parseAt, parseCard, parseFile, parseReply } from './content';
import type { messageTexts } from './texts';

type MessageKey = Parameters<ReturnType<typeof messageTexts.useT>>[0];

/** Timestamps below 1e11 are seconds (spec 000 §9); returns milliseconds. */
export function toMillis(time: number): number {
  return time > 0 && time < 1e11 ? time * 1000 : time;
}

/** What a message shows in the chat list: text as is, other types as a bracketed label. */
export function previewOf(
  t: Translate<MessageKey>,
  m: { msgtype: number; content: string; uid: number; nickname?: string; snaptime?: number; read?: number },
  myUid: number,
): string {
  switch (m.msgtype) {
    case MSG_TYPE.TEXT:
    case MSG_TYPE.SERVER_TEXT:
    case MSG_TYPE.SYSTEM:
    case MSG_TYPE.CENTER_TIP:
      return m.content;
    case MSG_TYPE.AT:
      return parseAt(m.content).text;
    case MSG_TYPE.REPLY:
      return parseReply(m.content).text;
    case MSG_TYPE.IMAGE:
      return t('image');
    case MSG_TYPE.FILE:
      return t('file', { name: parseFile(m.content).filename });
    case MSG_TYPE.RED_BAG:
    case MSG_TYPE.GET_RED_BAG:
      return t('redPacket');
    case MSG_TYPE.TRANSFER_MONEY:
      return t('transfer');
    case MSG_TYPE.MONEY_LOG:
      return t('moneyNotice');
    case MSG_TYPE.CONFIRM_ORDER:
      return t('marketOrder');
    case MSG_TYPE.CARD:
      return t('card');
    case MSG_TYPE.GROUP_CARD:
      return t('groupCard');
    case MSG_TYPE.SHARE_LINK: {
      const title = parseCard(m.content).title;
      return title ? `${t('link')} ${title}` : t('link');
    }
    case MSG_TYPE.VOICE:
      return t('voice');
    case MSG_TYPE.VIDEO:
      return t('video');
    case MSG_TYPE.VOICE_CHAT_START:
      return t('callRecord');
    case MSG_TYPE.WITHDRAW:
      // A self-destructing message is erased only once read; before that it was withdrawn.
      if ((m.snaptime ?? 0) > 0 && m.read === 1) return t('snapErased');
      if (m.uid === myUid) return t('withdrawnMine');
      return m.nickname ? t('withdrawnOther', { name: m.nickname }) : t('withdrawnPeer');
    default:
      return t('other');
  }
}

/** Whether a chat's unread last message is an @ naming `myUid` (the list shows "[someone @ me]"). */
export function mentionsMe(row: { msgtype: number; content: string; red: number }, myUid: number): boolean {
  return row.red > 0 && row.msgtype === MSG_TYPE.AT && myUid > 0 && parseAt(row.content).uids.includes(myUid);
}

/** The device's calendar day of a moment, as a day number (days since 1970-01-01). */
function calendarDay(ms: number): number {
  const s = shown(ms);
  return Date.UTC(s.year, s.month - 1, s.day) / 86_400_000;
}

/**
 * The chat list's time label: today HH:mm, yesterday, a weekday within the last week, then the
 * date (with the year when it is not this year).
 */
export function listTime(t: Translate<MessageKey>, time: number, now = Date.now()): string {
  if (!time) return '';
  const ms = toMillis(time);
  const days = calendarDay(now) - calendarDay(ms);
  if (days <= 0) return clockText(ms);
  if (days === 1) return t('yesterday');
  if (days < 7) return t('weekdays').split(',')[shown(ms).weekday] ?? '';
  const md = monthDayClock(ms).slice(0, 5);
  const year = shown(ms).year;
  return year === shown(now).year ? md : `${year}-${md}`;
}

/** The time divider inside a chat: HH:mm today, else the list label with HH:mm. */
export function chatTime(t: Translate<MessageKey>, time: number, now = Date.now()): string {
  const hm = clockText(toMillis(time));
  const label = listTime(t, time, now);
  return label === hm ? hm : `${label} ${hm}`;
}
