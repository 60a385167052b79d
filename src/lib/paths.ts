// The app's paths to a chat and to a group's page, built in one place for every feature that opens
// them (the chat list, search, friends, groups, notifications).
import { chatKeyFromString, isGroupKey, peerOf } from '../../protocol/chatkey';

/** `/chat?id=`: a private chat by the peer's uid, a group chat by its group key. */
export function chatPath(id: number | string): string {
  return `/chat?id=${id}`;
}

/** The chat of a chat key: the group's, or the private one with the peer of `me`. */
export function chatPathOfKey(chatkey: string, me: number): string {
  const key = chatKeyFromString(chatkey);
  return chatPath(isGroupKey(key) ? chatkey : String(peerOf(key, me)));
}

/** `/group?id=`: a group's info page. */
export function groupPath(groupkey: number): string {
  return `/group?id=${groupkey}`;
}
