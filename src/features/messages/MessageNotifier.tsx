import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { chatKeyFromString, isGroupKey } from '../../../protocol/chatkey';
import { SILENT_MSG_TYPES } from '../../../protocol/enums';
import { useGo } from '../../app/navigation';
import { useConnection, useHub, useHubEvent, useUnread } from '../../hub';
import { chatPath } from '../../lib/paths';
import { storage } from '../../lib/storage';
import { chatPrefs, loadChatPrefs } from './chatPrefs';
import { previewOf } from './format';
import { messageTexts } from './texts';
import { useShowUnread } from './unreadShown';

const ASKED_KEY = 'im:notifyAsked';

/** Whether the polite permission question may show (supported, undecided, not asked before). */
export function mayAskNotification(): boolean {
  return (
    typeof Notification !== 'undefined' && Notification.permission === 'default' && !storage.get(ASKED_KEY)
  );
}

/** Asks for the notification permission once; remembered whatever the answer. */
export async function askNotification(): Promise<void> {
  storage.set(ASKED_KEY, true, null);
  if (typeof Notification === 'undefined') return;
  await Notification.requestPermission().catch(() => 'denied');
}

/** Remembers that the user declined the question. */
export function declineNotification(): void {
  storage.set(ASKED_KEY, true, null);
}

/**
 * Everything a new message does outside the chat page: a system notification in a background tab
 * (not for muted chats, types 14 and 17, or without permission), the app badge and the document
 * title with the unread total (muted chats left out). Render it once, high in the tree.
 */
export function MessageNotifier() {
  const t = messageTexts.useT();
  const prefs = useSnapshot(chatPrefs);
  // The unread total without the muted chats, as the hub counts it; the Message tab shows it too.
  const unread = useUnread();
  useShowUnread(unread.shown);
  const hub = useHub();
  const connection = useConnection();
  const go = useGo();

  // The pin and mute lists, so a muted chat stays quiet whichever page this tab opened on.
  useEffect(() => {
    if (connection.status === 'online') loadChatPrefs(hub).catch(() => {});
  }, [hub, connection.status]);

  // Pin and mute changes from this device's other tabs and the user's other devices.
  useHubEvent('chat-pref', ({ chatkey, pinned, muted }) => {
    if (pinned !== undefined) {
      if (pinned > 0) chatPrefs.pinned[chatkey] = pinned;
      else delete chatPrefs.pinned[chatkey];
    }
    if (muted === true) chatPrefs.muted[chatkey] = true;
    else if (muted === false) delete chatPrefs.muted[chatkey];
  });

  useHubEvent('message', (event) => {
    if (!event.notify || document.visibilityState === 'visible') return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    if ((SILENT_MSG_TYPES as readonly number[]).includes(event.message.msgtype)) return;
    if (prefs.muted[event.chatkey]) return;
    const m = event.message;
    try {
      const n = new Notification(m.nickname || t('newMessage'), {
        body: previewOf(t, m, -1),
        tag: event.chatkey,
        icon: m.headurl || '/pwa-192x192.png',
      });
      const id = isGroupKey(chatKeyFromString(event.chatkey)) ? event.chatkey : String(m.uid);
      n.onclick = () => {
        window.focus();
        n.close();
        go(chatPath(id));
      };
    } catch {
      // NOTE: some browsers (Android Chrome) allow notifications only from a service worker;
      // the badge and the title still count the message.
    }
  });
  return null;
}
