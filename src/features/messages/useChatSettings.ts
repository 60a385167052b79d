import { Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { RESULT } from '../../../protocol/result';
import { resultOf, type SnapSetting, useConnection, useHub, useHubEvent, useHubState } from '../../hub';
import { useHubQuery, useSetHubData } from '../../hub/queries';
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
  const { uid: me } = useHubState();
  const hub = useHub();
  const connection = useConnection();
  const enabled = isPrivate && connection.status === 'online';
  const snaps = useHubQuery(['snapTimes'], (hub) => hub.snapTimes(), { enabled });
  const shot = useHubQuery(['screenshotNotice', chatkey], (hub) => hub.screenshotNotice(chatkey), {
    enabled,
  });
  const setData = useSetHubData();

  useHubEvent('chat-setting', (e) => {
    if (e.chatkey !== chatkey) return;
    const { snaptime, screenshot } = e;
    if (snaptime !== undefined) {
      setData<SnapSetting[]>(['snapTimes'], (list = []) => [
        ...list.filter((s) => s.chatkey !== chatkey),
        { chatkey, snaptime },
      ]);
      if (!e.own) Toast.show({ content: t('snapChanged', { time: snapLabel(t, snaptime) }) });
    }
    if (screenshot !== undefined) {
      setData(['screenshotNotice', chatkey], () => screenshot);
      if (!e.own && e.by !== me)
        Toast.show({ content: screenshot ? t('screenshotOnByPeer') : t('screenshotOffByPeer') });
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

  const snap = snaps.data?.find((s) => s.chatkey === chatkey)?.snaptime ?? 0;
  return { snap, screenshot: shot.data ?? false, changeSnap, changeScreenshot };
}
