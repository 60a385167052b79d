import type { Kysely } from 'kysely';
import { chatKeyToString } from '../../protocol/chatkey';
import { SILENT_MSG_TYPES } from '../../protocol/enums';
import { alertHeading, type ScoreAlert } from '../../protocol/sports';
import type { StoredMessage } from '../chat/messages';
import { chatDb } from '../chat/tables';
import { groupsDb } from '../groups/tables';
import type { Database } from '../store';
import type { WebPush } from './index';
import { mentionedUids, messagePreview, pushTexts } from './texts';

/**
 * What reaches a user with no open tab by Web Push: private and group messages (not muted chats,
 * not `nopush` sends, not the silent types 14 and 17), mentions (even in a muted group), friend
 * requests and goals of followed matches. Each is written in the subscription's language.
 */

const utf8 = new TextDecoder();

/** The users among `uids` who muted `chatkey`. */
async function mutedAmong(db: Kysely<Database>, chatkey: bigint, uids: number[]): Promise<Set<number>> {
  if (uids.length === 0) return new Set();
  const rows = await chatDb(db)
    .selectFrom('chat_user_state')
    .select('uid')
    .where('chatkey', '=', chatkey)
    .where('muted', '=', 1)
    .where('uid', 'in', uids)
    .execute();
  return new Set(rows.map((r) => r.uid));
}

function quiet(message: StoredMessage, nopush: number): boolean {
  return nopush === 1 || (SILENT_MSG_TYPES as readonly number[]).includes(message.msgtype);
}

/** What a message says; a self-destructing one never shows its text outside the chat. */
function preview(lang: Parameters<typeof pushTexts>[0], message: StoredMessage): string {
  if (message.snaptime > 0) return pushTexts(lang).other;
  return messagePreview(lang, message.msgtype, utf8.decode(message.content));
}

/** A private message to `to`. */
export async function pushPrivateMessage(
  push: WebPush,
  db: Kysely<Database>,
  to: number,
  message: StoredMessage,
  nopush: number,
): Promise<void> {
  if (to === message.uid || quiet(message, nopush)) return;
  const subs = await push.offlineSubscriptions([to]);
  if (subs.length === 0 || (await mutedAmong(db, message.chatkey, [to])).has(to)) return;
  push.send(subs, (lang) => ({
    title: message.nickname || pushTexts(lang).someone,
    body: preview(lang, message),
    url: `/chat?id=${message.uid}`,
    tag: `chat-${chatKeyToString(message.chatkey)}`,
    ...(message.headurl ? { icon: message.headurl } : {}),
  }));
}

/** A group message to its `members` (the sender left out); a mention reaches the named even when muted. */
export async function pushGroupMessage(
  push: WebPush,
  db: Kysely<Database>,
  members: readonly number[],
  message: StoredMessage,
  nopush: number,
): Promise<void> {
  if (quiet(message, nopush)) return;
  // NOTE: who could get it at all first: most members have no subscription, or a tab open.
  const subs = await push.offlineSubscriptions(members.filter((uid) => uid !== message.uid));
  if (subs.length === 0) return;
  const muted = await mutedAmong(db, message.chatkey, [...new Set(subs.map((s) => s.uid))]);
  const named = new Set(mentionedUids(message.msgtype, utf8.decode(message.content)));
  const group = await groupsDb(db)
    .selectFrom('im_groups')
    .select('name')
    .where('groupkey', '=', Number(message.chatkey))
    .executeTakeFirst();
  const chatkey = chatKeyToString(message.chatkey);
  const write = (mention: boolean) => (lang: Parameters<typeof pushTexts>[0]) => {
    const t = pushTexts(lang);
    const who = message.nickname || t.someone;
    return {
      title: group?.name || who,
      body: `${mention ? `${t.mentioned} ` : ''}${who}: ${preview(lang, message)}`,
      url: `/chat?id=${chatkey}`,
      tag: `chat-${chatkey}`,
    };
  };
  push.send(
    subs.filter((s) => named.has(s.uid)),
    write(true),
  );
  push.send(
    subs.filter((s) => !named.has(s.uid) && !muted.has(s.uid)),
    write(false),
  );
}

/** A call ringing for `to`, who has no tab open to ring in: a tap opens the chat with the caller. */
export async function pushIncomingCall(
  push: WebPush,
  to: number,
  from: { uid: number; nickname: string; headurl: string },
  video: boolean,
): Promise<void> {
  await push.toOffline([to], (lang) => {
    const t = pushTexts(lang);
    return {
      title: from.nickname || t.someone,
      body: video ? t.callVideo : t.callVoice,
      url: `/chat?id=${from.uid}`,
      tag: `call-${from.uid}`,
      ...(from.headurl ? { icon: from.headurl } : {}),
    };
  });
}

/** A friend request from `from` to `to`. */
export async function pushFriendRequest(
  push: WebPush,
  to: number,
  from: { uid: number; nickname: string },
  hello: string,
): Promise<void> {
  await push.toOffline([to], (lang) => {
    const t = pushTexts(lang);
    return {
      title: t.friendTitle,
      body: t.friendBody(from.nickname || t.someone, hello.slice(0, 60)),
      url: '/newfriend',
      tag: `friend-${from.uid}`,
    };
  });
}

/** A goal (football's; not a basketball score or period): followers of the match who kept its alerts on. */
export async function pushGoal(
  push: WebPush,
  followers: readonly number[],
  alert: ScoreAlert,
): Promise<void> {
  if (alertHeading(alert).kind !== 'goal') return;
  await push.toOffline(followers, (lang) => ({
    title: `${pushTexts(lang).goalTitle} ${alert.time}`.trim(),
    body: `${alert.home_name} ${alert.home_score} - ${alert.away_score} ${alert.away_name}`,
    url: `/matchdetail?id=${alert.match_id}`,
    tag: `match-${alert.match_id}`,
  }));
}
