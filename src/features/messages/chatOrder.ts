import type { ListRow } from '../../hub';

/** Night hours use service_uid_night: 22:00 to 08:00 local time (our reading of spec 000 §3). */
export function serviceUidAt(day: number, night: number, now = new Date()): number {
  const h = now.getHours();
  return (h >= 22 || h < 8) && night > 0 ? night : day;
}

/** Pinned chats first (newest pin first), then by the last message's time; cleared chats hidden. */
export function orderChats(
  rows: readonly ListRow[],
  pinned: Readonly<Record<string, number>>,
  cleared: Readonly<Record<string, number>>,
  onlyPrivate: boolean,
): ListRow[] {
  return rows
    .filter((r) => !(onlyPrivate && r.isGroup) && (cleared[r.chatkey] ?? 0) < r.chatmsgno)
    .sort((a, b) => {
      const pa = pinned[a.chatkey];
      const pb = pinned[b.chatkey];
      if (pa !== undefined || pb !== undefined) return (pb ?? -1) - (pa ?? -1);
      return b.time - a.time;
    });
}
