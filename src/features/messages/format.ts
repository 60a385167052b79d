// The chat list's texts: the last message's preview by type and the time label.
import { bodyText, type MessageBody } from '../../../protocol/content/body';
import { MSG_TYPE } from '../../../protocol/enums';
import type { Translate } from '../../i18n';
import { clockText, monthDayClock, shown } from '../../lib/dateFormat';
import type { messageTexts } from './texts';

type MessageKey = Parameters<ReturnType<typeof messageTexts.useT>>[0];

/** Timestamps below 1e11 are seconds (spec 000 §9); returns milliseconds. */
export function toMillis(time: number): number {
  return time > 0 && time < 1e11 ? time * 1000 : time;
}

/** What a message shows in the chat list: text as is, other types as a bracketed label. */
export function previewOf(
  t: Translate<MessageKey>,
  m: { msgtype: number; body: MessageBody; uid: number; nickname?: string; snaptime?: number; read?: number },
  myUid: number,
): string {
  switch (m.msgtype) {
    case MSG_TYPE.TEXT:
    case MSG_TYPE.SERVER_TEXT:
    case MSG_TYPE.SYSTEM:
    case MSG_TYPE.CENTER_TIP:
    case MSG_TYPE.AT:
    case MSG_TYPE.REPLY:
      return bodyText(m.body);
    case MSG_TYPE.IMAGE:
      return t('image');
    case MSG_TYPE.FILE:
      return t('file', { name: m.body.kind === 'file' ? m.body.file.filename : '' });
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
      const title = m.body.kind === 'card' ? m.body.card.title : '';
      return title ? `${t('link')} ${title}` : t('link');
    }
    case MSG_TYPE.VOICE:
      return t('voice');
    case MSG_TYPE.VIDEO:
      return t('video');
    case MSG_TYPE.VOICE_CHAT_START:
    case MSG_TYPE.VOICE_CHAT_1:
      return t('callRecord');
    case MSG_TYPE.MINI_PROGRAM:
      return t('miniProgram');
    case MSG_TYPE.AD:
    case MSG_TYPE.CHAT_ROOM_AD:
      return t('ad');
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
export function mentionsMe(row: { body: MessageBody; red: number }, myUid: number): boolean {
  return row.red > 0 && row.body.kind === 'at' && myUid > 0 && row.body.at.uids.includes(myUid);
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
