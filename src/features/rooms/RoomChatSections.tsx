// The parts of the live room's chat below its list: the send box (with the gift button) and the
// moderation menu of a message.
import { Toast } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { RESULT, resultText } from '../../../protocol/result';
import { useUserName } from '../../components';
import { ActionSheet } from '../../components/sheets';
import { type ChatRow, useHubState } from '../../hub';
import { useLang } from '../../i18n';
import { config, isChatOff } from '../../state/config';
import { RedPacketTool } from '../redpacket';
import { playerTexts } from './texts';
import type { RoomChat as Chat, ModAction } from './useRoomChat';

export function RoomSendBox({
  chat,
  moderator,
  maxChars,
  onGift,
}: {
  chat: Chat;
  moderator: boolean;
  maxChars: number;
  onGift: () => void;
}) {
  const t = playerTexts.useT();
  const lang = useLang();
  const { room } = useHubState();
  const { server } = useSnapshot(config);
  // Chat-off mode (all_chat 0): the server takes no message (50), and the box says so.
  const chatOff = isChatOff(server);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending || chat.status !== 'joined' || chatOff) return;
    setSending(true);
    try {
      if (await chat.send(text, moderator)) setText('');
    } catch (error) {
      console.warn('room send failed:', error);
    } finally {
      setSending(false);
    }
  };

  const blocked = chatOff
    ? resultText(RESULT.CHAT_OFF, lang)
    : chat.status === 'kicked'
      ? t('kicked')
      : chat.status === 'no-room'
        ? t('noRoom')
        : chat.muted
          ? t('muted')
          : '';

  return (
    <form
      className="room-send"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <input
        className="room-input"
        data-testid="room-input"
        value={chatOff ? '' : text}
        maxLength={maxChars > 0 ? maxChars * 2 : undefined}
        placeholder={blocked || t('inputPlaceholder')}
        disabled={chat.status !== 'joined' || chatOff}
        data-chat-off={chatOff || undefined}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="send"
      />
      <button
        type="submit"
        className="room-send-btn"
        data-testid="room-send"
        disabled={sending || chat.status !== 'joined' || chatOff || text.trim() === ''}
      >
        {t('send')}
      </button>
      <button
        type="button"
        className="room-gift-btn"
        data-testid="gift-open"
        onClick={onGift}
        aria-label={t('gifts')}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <rect x="3" y="9" width="18" height="12" rx="2" fill="#ff8a3d" />
          <rect x="2" y="7" width="20" height="4" rx="1.5" fill="#ff5a1f" />
          <path d="M12 7v14" stroke="#fff" strokeWidth="2" />
          <path d="M12 7c-2-4-6-4-6-1.5S9 7 12 7zm0 0c2-4 6-4 6-1.5S15 7 12 7z" fill="#ff5a1f" />
        </svg>
      </button>
      {chat.status === 'joined' && room !== null && (
        <RedPacketTool target={{ kind: 'room', roomId: room }} className="room-gift-btn" />
      )}
    </form>
  );
}

export function RoomModMenu({
  chat,
  isHost,
  target,
  onClose,
}: {
  chat: Chat;
  isHost: boolean;
  target: ChatRow | null;
  onClose: () => void;
}) {
  const t = playerTexts.useT();
  const name = useUserName();
  const act = async (action: ModAction) => {
    const message = target;
    onClose();
    if (!message) return;
    try {
      const result = await chat.moderate(action, message);
      Toast.show({ content: t(result === RESULT.SUCCESS ? 'done' : 'failed') });
    } catch {
      Toast.show({ content: t('failed') });
    }
  };

  const actions: Action[] = target
    ? [
        { key: 'delete', text: t('deleteMsg'), danger: true },
        { key: 'mute', text: t('muteUser') },
        { key: 'unmute', text: t('unmuteUser') },
        { key: 'kick', text: t('kickUser'), danger: true },
        ...(isHost
          ? [
              chat.admins.has(target.uid)
                ? { key: 'unadmin', text: t('removeAdmin') }
                : { key: 'admin', text: t('makeAdmin') },
            ]
          : []),
      ]
    : [];

  return (
    <ActionSheet
      visible={target !== null}
      actions={actions}
      extra={target ? `${name(target)}：${target.content.slice(0, 40)}` : undefined}
      cancelText={t('cancel')}
      onAction={(a) => void act(a.key as ModAction)}
      onClose={onClose}
    />
  );
}
