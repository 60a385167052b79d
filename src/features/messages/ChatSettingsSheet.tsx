import { List, Selector, Switch, Toast } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { Popup } from '../../components/sheets';
import { useHub } from '../../hub';
import { chatPrefs, setMuted, setPinned } from './chatPrefs';
import { chatTexts, messageTexts } from './texts';
import { type ChatSettings, snapLabel } from './useChatSettings';

/** Self-destruct choices, seconds (0 off; the server allows up to a week). */
export const SNAP_CHOICES = [0, 10, 60, 3600, 86_400] as const;

/** The chat's settings: pin, mute, and for private chats self-destruct and screenshot notice. */
export function ChatSettingsSheet({
  chatkey,
  isPrivate,
  settings,
  visible,
  onClose,
}: {
  chatkey: string;
  isPrivate: boolean;
  settings: ChatSettings;
  visible: boolean;
  onClose(): void;
}) {
  const t = chatTexts.useT();
  const mt = messageTexts.useT();
  const hub = useHub();
  const prefs = useSnapshot(chatPrefs);
  const fail = () => {
    Toast.show({ content: mt('operationFailed') });
  };
  const check = (ok: boolean) => {
    if (!ok) fail();
  };
  const { snap, screenshot } = settings;

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '14px 14px 0 0' }}>
      <div className="im-settings" data-testid="chat-settings">
        <div className="im-picker-title">{t('settings')}</div>
        <List>
          <List.Item
            extra={
              <Switch
                checked={prefs.pinned[chatkey] !== undefined}
                onChange={(on) => setPinned(hub, chatkey, on).catch(fail)}
              />
            }
          >
            {t('pinChat')}
          </List.Item>
          <List.Item
            extra={
              <Switch
                checked={prefs.muted[chatkey] === true}
                onChange={(on) => setMuted(hub, chatkey, on).catch(fail)}
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
                  onChange={(on) => settings.changeScreenshot(on).then(check, fail)}
                />
              }
            >
              {t('screenshot')}
            </List.Item>
          )}
          {isPrivate && (
            <List.Item description={<span className="im-snap-hint">{snapLabel(t, snap)}</span>}>
              {t('snapchat')}
              <Selector
                className="im-snap-selector"
                columns={3}
                value={[snap]}
                options={SNAP_CHOICES.map((s) => ({ label: snapLabel(t, s), value: s }))}
                onChange={(v) => {
                  const next = v[0];
                  if (next !== undefined && next !== snap) settings.changeSnap(next).then(check, fail);
                }}
              />
            </List.Item>
          )}
        </List>
      </div>
    </Popup>
  );
}
