// Per-chat preferences kept on the server (the pin and mute lists, asked of the hub)
// mirrored in a small store for the chat list and the chat page, plus the "deleted up to" marks.
import { proxy } from 'valtio';
import type { HubClient } from '../../hub';
import { storage } from '../../lib/storage';

export interface ChatPrefs {
  /** Pinned chat keys → pin time (s); the newest pin first. */
  pinned: Record<string, number>;
  muted: Record<string, true>;
  /** chatkey → the highest chatmsgno the user deleted (cleared) for themselves. */
  cleared: Record<string, number>;
  /** Single messages deleted for this user only: `chatkey/chatmsgno` (or `chatkey/clientkey`). */
  hidden: Record<string, true>;
  loaded: boolean;
}

const CLEARED_KEY = 'im:cleared';
const HIDDEN_KEY = 'im:hidden';
/** At most this many single deletions are remembered (the oldest go first). */
const HIDDEN_MAX = 2000;

export const chatPrefs = proxy<ChatPrefs>({
  pinned: {},
  muted: {},
  cleared: storage.get<Record<string, number>>(CLEARED_KEY) ?? {},
  hidden: storage.get<Record<string, true>>(HIDDEN_KEY) ?? {},
  loaded: false,
});

// NOTE: the hub clears a deleted chat's messages for every tab (its own reply and the pushes), but
// keeps the chat's list row (emptied); the "cleared up to" mark kept here (in localStorage, shared
// by every tab) is what hides that row until a newer message comes.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key?.endsWith(CLEARED_KEY))
      chatPrefs.cleared = storage.get<Record<string, number>>(CLEARED_KEY) ?? {};
    if (e.key?.endsWith(HIDDEN_KEY)) chatPrefs.hidden = storage.get<Record<string, true>>(HIDDEN_KEY) ?? {};
  });
}

/** Reloads the pin and mute lists from the server. */
export async function loadChatPrefs(hub: HubClient): Promise<void> {
  const [pins, mutes] = await Promise.all([hub.pinnedChats(), hub.mutedChats()]);
  const pinned: Record<string, number> = {};
  for (const p of pins) pinned[p.chatkey] = p.time;
  const muted: Record<string, true> = {};
  for (const m of mutes) muted[m.chatkey] = true;
  chatPrefs.pinned = pinned;
  chatPrefs.muted = muted;
  chatPrefs.loaded = true;
}

/** Pins a chat or unpins it; a refusal rejects with the hub's typed refusal. */
export async function setPinned(hub: HubClient, chatkey: string, on: boolean): Promise<void> {
  const time = await hub.pinChat(chatkey, on);
  if (on) chatPrefs.pinned[chatkey] = time || Math.floor(Date.now() / 1000);
  else delete chatPrefs.pinned[chatkey];
}

export async function setMuted(hub: HubClient, chatkey: string, on: boolean): Promise<void> {
  await hub.muteChat(chatkey, on);
  if (on) chatPrefs.muted[chatkey] = true;
  else delete chatPrefs.muted[chatkey];
}

/** Deletes a chat's messages for this user. */
export async function deleteChat(hub: HubClient, chatkey: string, newest: number): Promise<void> {
  const upto = await hub.clearChat(chatkey);
  markCleared(chatkey, Math.max(upto, newest));
  // Deleting a chat also counts as reading it (docs/messaging.md); the hub drops the red count.
  await hub.markRead(chatkey).catch(() => {});
}

/** Hides messages up to `upto` of a chat on this device (also used for "delete for me"). */
export function markCleared(chatkey: string, upto: number): void {
  if ((chatPrefs.cleared[chatkey] ?? 0) >= upto) return;
  chatPrefs.cleared[chatkey] = upto;
  storage.set(CLEARED_KEY, { ...chatPrefs.cleared }, null);
}

/** The key of one message in {@link ChatPrefs.hidden}. */
export function hiddenKey(m: { chatkey: string; chatmsgno: number; clientkey: string }): string {
  return `${m.chatkey}/${m.chatmsgno > 0 ? m.chatmsgno : m.clientkey}`;
}

/** Deletes one message for this user only: it is hidden on this device. */
export function hideMessage(m: { chatkey: string; chatmsgno: number; clientkey: string }): void {
  chatPrefs.hidden[hiddenKey(m)] = true;
  const keys = Object.keys(chatPrefs.hidden);
  for (const k of keys.slice(0, Math.max(0, keys.length - HIDDEN_MAX))) delete chatPrefs.hidden[k];
  storage.set(HIDDEN_KEY, { ...chatPrefs.hidden }, null);
}
