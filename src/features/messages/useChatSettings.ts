import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RESULT } from '../../../protocol/result';
import { resultOf, useConnection, useHub, useHubEvent, useHubState } from '../../hub';
import { chatTexts } from './texts';

type ChatT = ReturnType<typeof chatTexts.useT>;

/** A self-destruct time as people say it: off, N seconds, minutes, hours, or a day. */
export function snapLabel(t: ChatT, seconds: number): string {
  if (seconds <= 0) return t('snapOff');
  if (seconds < 60) return t('snapSeconds', { n: seconds });
  if (seconds < 3600) return t('snapMinutes', { n: Math.round(seconds / 60) });
  if (seconds < 86_400) return t('snapHours', { n: Math.round(seconds / 3600) });
  return t('snapDay');
}

/** A private chat's self-destruct time and screenshot notice, and the calls that change them. */
export interface ChatSettings {
  /** Seconds after reading that a new message is erased; 0 off. */
  snap: number;
  screenshot: boolean;
  changeSnap(seconds: number): Promise<boolean>;
  changeScreenshot(on: boolean): Promise<boolean>;
}

/**
 * The settings both sides of a private chat see (spec 001 §5): read when the chat opens and kept
 * current from the hub's events; a change made by the other side (or another device) is told.
 */
export function useChatSettings(chatkey: string, isPrivate: boolean): ChatSettings {
  const t = chatTexts.useT();
  const hub = useHub();
  const { uid: me } = useHubState();
  const connection = useConnection();
  const [snap, setSnap] = useState(0);
  const [screenshot, setScreenshot] = useState(false);

  // NOTE: counts the change events, so a read that was sent before one arrived cannot undo it.
  const changes = useRef(0);

  useEffect(() => {
    if (!isPrivate || connection.status !== 'online') return;
    let live = true;
    const asked = changes.current;
    const current = () => live && changes.current === asked;
    hub
      .snapTimes()
      .then((list) => {
        if (current()) setSnap(list.find((s) => s.chatkey === chatkey)?.snaptime ?? 0);
      })
      .catch(() => {});
    hub
      .screenshotNotice(chatkey)
      .then((on) => {
        if (current()) setScreenshot(on);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [hub, chatkey, isPrivate, connection.status]);

  useHubEvent('chat-setting', (e) => {
    if (e.chatkey !== chatkey) return;
    changes.current++;
    if (e.snaptime !== undefined) {
      setSnap(e.snaptime);
      if (!e.own) Toast.show({ content: t('snapChanged', { time: snapLabel(t, e.snaptime) }) });
    }
    if (e.screenshot !== undefined) {
      setScreenshot(e.screenshot);
      if (!e.own && e.by !== me)
        Toast.show({ content: e.screenshot ? t('screenshotOnByPeer') : t('screenshotOffByPeer') });
    }
  });

  const changeSnap = useCallback(
    async (seconds: number) => (await resultOf(hub.setSnapTime(chatkey, seconds))) === RESULT.SUCCESS,
    [hub, chatkey],
  );
  const changeScreenshot = useCallback(
    async (on: boolean) => (await resultOf(hub.setScreenshotNotice(chatkey, on))) === RESULT.SUCCESS,
    [hub, chatkey],
  );

  return { snap, screenshot, changeSnap, changeScreenshot };
}
