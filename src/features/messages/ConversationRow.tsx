import { Badge, SwipeAction } from 'antd-mobile';
import { useGo } from '../../app/navigation';
import { Avatar, useUserName } from '../../components';
import type { ChatListRow } from '../../hub';
import { chatPath } from '../../lib/paths';
import { listTime, mentionsMe, previewOf } from './format';
import { messageTexts } from './texts';

export interface RowActions {
  onPin(row: ChatListRow, on: boolean): void;
  onMute(row: ChatListRow, on: boolean): void;
  onDelete(row: ChatListRow): void;
}

/** The id a chat is opened with: the peer's uid or the group key. */
export function chatIdOf(row: Pick<ChatListRow, 'isGroup' | 'uid' | 'chatkey'>): string {
  return row.isGroup ? row.chatkey : String(row.uid);
}

/** One chat of the list, with swipe actions. */
export function ConversationRow({
  row,
  myUid,
  pinned,
  muted,
  actions,
}: {
  row: ChatListRow;
  myUid: number;
  pinned: boolean;
  muted: boolean;
  actions: RowActions;
}) {
  const t = messageTexts.useT();
  const name = useUserName();
  const go = useGo();
  const preview = previewOf(
    t,
    { ...row, uid: row.sender ?? row.uid, nickname: row.isGroup ? '' : row.nickname },
    myUid,
  );
  return (
    <SwipeAction
      rightActions={[
        {
          key: 'pin',
          text: pinned ? t('unpin') : t('pin'),
          color: 'light',
          onClick: () => actions.onPin(row, !pinned),
        },
        {
          key: 'mute',
          text: muted ? t('unmute') : t('mute'),
          color: 'warning',
          onClick: () => actions.onMute(row, !muted),
        },
        { key: 'delete', text: t('delete'), color: 'danger', onClick: () => actions.onDelete(row) },
      ]}
    >
      <button
        type="button"
        className={`im-row${pinned ? ' im-row-pinned' : ''}`}
        data-testid="conversation"
        data-chatkey={row.chatkey}
        onClick={() => go(chatPath(chatIdOf(row)))}
      >
        <span className="im-row-avatar">
          <Avatar
            url={row.headurl}
            name={row.nickname}
            seed={row.isGroup ? Number(row.chatkey) : row.uid}
            size={46}
          />
          {row.red > 0 &&
            (muted ? (
              <span className="im-dot" data-testid="unread-dot" />
            ) : (
              <Badge
                className="im-badge"
                content={row.red > 99 ? '99+' : row.red}
                data-testid="unread-count"
              />
            ))}
        </span>
        <span className="im-row-main">
          <span className="im-row-top">
            <span className="im-row-name" data-content>
              {row.isGroup ? row.nickname || t('groupChat') : name(row)}
            </span>
            {row.isGroup ? <span className="im-tag">{t('groupTag')}</span> : null}
            <span className="im-row-time">{listTime(t, row.time)}</span>
          </span>
          <span className="im-row-bottom">
            <span className="im-row-preview" data-content>
              {mentionsMe(row, myUid) && (
                <b className="im-mention" data-testid="mentioned-me">
                  {t('mentionedMe')}{' '}
                </b>
              )}
              {preview}
            </span>
            {muted && (
              <svg
                className="im-muted-icon"
                viewBox="0 0 24 24"
                aria-label={t('mute')}
                data-testid="muted-icon"
              >
                <path
                  d="M4 9v6h4l5 4V5L8 9H4zm12.5 3 2.6-2.6-1.1-1.1-2.6 2.6-2.6-2.6-1.1 1.1 2.6 2.6-2.6 2.6 1.1 1.1 2.6-2.6 2.6 2.6 1.1-1.1z"
                  fill="currentColor"
                />
              </svg>
            )}
          </span>
        </span>
      </button>
    </SwipeAction>
  );
}
