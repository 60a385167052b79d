// The header of a chat: its name, what the peer or the group is doing, the group info link and the
// settings button.
import { PLATFORM_UID } from '../../../protocol/enums';
import { AppLink, PageHeader, useUserName } from '../../components';
import { groupPath } from '../../lib/paths';
import { ChatCallButtons } from '../calls';
import { chatTexts } from './texts';
import type { ChatTarget } from './useChatTarget';

function SettingsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

export function ChatHeader({
  target,
  me,
  online,
  peerTyping,
  onSettings,
}: {
  target: ChatTarget;
  me: number | null;
  online: boolean;
  peerTyping: boolean;
  onSettings: () => void;
}) {
  const t = chatTexts.useT();
  const name = useUserName();
  // NOTE: while this device is not connected, nobody's presence is known: say so instead.
  const subtitle = !online
    ? t('connecting')
    : target.kind === 'group'
      ? target.group
        ? t('members', { n: target.group.member_cnt })
        : ''
      : peerTyping
        ? t('typing')
        : target.lastlogout === 0
          ? t('online')
          : '';

  return (
    <PageHeader
      title={
        <span className="im-chat-title">
          <span className="im-chat-name" data-content data-testid="chat-title">
            {target.kind === 'private' ? name({ uid: target.uid, nickname: target.name }) : target.name}
          </span>
          {subtitle && (
            <span className={`im-chat-sub${peerTyping ? ' im-typing' : ''}`} data-testid="chat-subtitle">
              {subtitle}
            </span>
          )}
        </span>
      }
      right={
        <span className="im-chat-actions">
          {target.kind === 'private' ? (
            // NOTE: the wallet assistant's chat is read-only: nobody answers a call there (issue 47).
            target.uid !== PLATFORM_UID && (
              <ChatCallButtons kind="private" uid={target.uid} chatkey={target.chatkey} />
            )
          ) : (
            <ChatCallButtons kind="group" groupkey={target.groupkey} group={target.group} me={me} />
          )}
          {target.kind === 'group' && (
            <AppLink to={groupPath(target.groupkey)} className="im-chat-info" aria-label={t('groupInfo')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 19c0-3 3.1-5.5 7-5.5s7 2.5 7 5.5v1H2v-1zm15.5 1v-1c0-1.6-.6-3-1.7-4.1 3.4.2 6.2 2 6.2 4.6v.5h-4.5z"
                  fill="currentColor"
                />
              </svg>
            </AppLink>
          )}
          <button
            type="button"
            className="im-chat-settings"
            aria-label={t('settings')}
            data-testid="chat-settings-button"
            onClick={onSettings}
          >
            <SettingsIcon />
          </button>
        </span>
      }
    />
  );
}
