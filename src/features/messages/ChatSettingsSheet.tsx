import { List, Popup, Selector, Switch, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { chatKeyFromString, chatKeyToString } from '../../../protocol/chatkey';
import { useHub } from '../../hub';
import { chatPrefs, setMuted, setPinned } from './chatPrefs';
import { chatTexts, messageTexts } from './texts';

/** Self-destruct choices, seconds (0 off; the server allows up to a week). */
export const SNAP_CHOICES = [0, 10, 60, 3600, 86_400] as const;

/** The chat's settings: pin, mute, and for private chats self-destruct and screenshot notice. */
export function ChatSettingsSheet({
  chatkey,
  isPrivate,
  visible,
  onClose,
}: {
  chatkey: string;
  isPrivate: boolean;
  visible: boolean;
  onClose(): void;
}) {
  const t = chatTexts.useT();
  const mt = messageTexts.useT();
  const hub = useHub();
  const prefs = useSnapshot(chatPrefs);
  const [snap, setSnap] = useState(0);
  const [screenshot, setScreenshot] = useState(false);

  useEffect(() => {
    if (!visible || !isPrivate) return;
    const key = chatKeyFromString(chatkey);
    hub
      .request('msg_snap_list_req', {})
      .then((r) => setSnap(r.snaplist.find((s) => chatKeyToString(s.chatkey) === chatkey)?.snaptime ?? 0))
      .catch(() => {});
    hub
      .request('msg_get_screenshot_req', { chatkey: key })
      .then((r) => setScreenshot(r.screenshot === 1))
      .catch(() => {});
  }, [visible, isPrivate, chatkey, hub]);

  const fail = () => Toast.show({ content: mt('operationFailed') });
  const snapLabel = (s: number) =>
    s === 0
      ? t('snapOff')
      : s < 60
        ? t('snapSeconds', { n: s })
        : s < 3600
          ? t('snapMinutes', { n: s / 60 })
          : s < 86_400
            ? t('snapHours', { n: s / 3600 })
            : t('snapDay');

  const changeSnap = async (value: number) => {
    const reply = await hub.request('msg_set_snapchat_req', {
      chatkey: chatKeyFromString(chatkey),
      snaptime: value,
    });
    if (reply.result === 1) setSnap(value);
    else fail();
  };
  const changeScreenshot = async (on: boolean) => {
    const reply = await hub.request('msg_set_screenshot_req', {
      chatkey: chatKeyFromString(chatkey),
      flag: on ? 1 : 0,
    });
    if (reply.result === 1) setScreenshot(on);
    else fail();
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '14px 14px 0 0' }}>
      <div className="im-settings" data-testid="chat-settings">
        <div className="im-picker-title">{t('settings')}</div>
        <List>
          <List.Item
            extra={
              <Switch
                checked={prefs.pinned[chatkey] !== undefined}
                onChange={(on) => setPinned(hub, chatkey, on).catch(() => void fail())}
              />
            }
          >
            {t('pinChat')}
          </List.Item>
          <List.Item
            extra={
              <Switch
                checked={prefs.muted[chatkey] === true}
                onChange={(on) => setMuted(hub, chatkey, on).catch(() => void fail())}
              />
            }
          >
            {t('muteChat')}
          </List.Item>
          {isPrivate && (
            <List.Item
              extra={
                <Switch
                  checked={screenshot}
                  onChange={(on) => changeScreenshot(on).catch(() => void fail())}
                />
              }
            >
              {t('screenshot')}
            </List.Item>
          )}
          {isPrivate && (
            <List.Item description={<span className="im-snap-hint">{snapLabel(snap)}</span>}>
              {t('snapchat')}
              <Selector
                className="im-snap-selector"
                columns={3}
                value={[snap]}
                options={SNAP_CHOICES.map((s) => ({ label: snapLabel(s), value: s }))}
                onChange={(v) => {
                  const next = v[0];
                  if (next !== undefined && next !== snap) changeSnap(next).catch(fail);
                }}
              />
            </List.Item>
          )}
        </List>
      </div>
    </Popup>
  );
}
