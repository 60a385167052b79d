/**
 * The two figures of a room's header (issue 45): its heat and how many are in it. The heat counts
 * the room's viewers (server/rooms/heat.ts), but the page reads it once, the viewers then come and
 * go through the room's count pushes; so the heat shown moves with the count shown.
 */
export interface RoomCounts {
  heat: number;
  online: number;
}

/**
 * `heat` is the latest heat the server gave (the room's info, or a gift since), `onlineAtRead` the
 * count in the same room info, `usercnt` the chat's count once joined (null before).
 * NOTE: before the join's answer the viewer is already watching, so they count: one more than the
 * room info said ("0 人在线" was shown to the only viewer while the guest socket opened).
 */
export function roomCounts(heat: number, onlineAtRead: number, usercnt: number | null): RoomCounts {
  const online = usercnt ?? onlineAtRead + 1;
  return { heat: Math.max(online, heat - onlineAtRead + online), online };
}
