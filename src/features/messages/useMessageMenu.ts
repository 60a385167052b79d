// The long-press menu of a message: copy, reply, withdraw (one's own within the window, or anyone's
// for a group's moderators) and delete for me.
import { Toast } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useMemo } from 'react';
import type { Quote } from '../../../protocol/content';
import { ADMIN_PERM, hasPermission, MSG_TYPE, memberMask } from '../../../protocol/enums';
import { WITHDRAW_WINDOW_MS } from '../../../protocol/messaging';
import { type ChatRow, useHubState } from '../../hub';
import { hideMessage } from './chatPrefs';
import { previewOf, toMillis } from './format';
import { chatTexts, messageTexts } from './texts';
import type { ChatTarget } from './useChatTarget';

const TEXT_TYPES: ReadonlySet<number> = new Set([MSG_TYPE.TEXT, MSG_TYPE.AT, MSG_TYPE.REPLY]);

export function useMessageMenu(
  menuRow: ChatRow | null,
  target: ChatTarget,
  withdraw: (row: ChatRow) => Promise<void>,
  setQuote: (quote: Quote) => void,
): Action[] {
  const t = chatTexts.useT();
  const mt = messageTexts.useT();
  const myUid = useHubState().uid ?? 0;
  return useMemo<Action[]>(() => {
    const row = menuRow;
    if (!row) return [];
    const mine = row.uid === myUid;
    const list: Action[] = [];
    if (TEXT_TYPES.has(row.msgtype))
      list.push({
        key: 'copy',
        text: t('copy'),
        onClick: () => {
          const text = previewOf(mt, row, myUid);
          navigator.clipboard?.writeText(text).then(
            () => Toast.show({ content: t('copied') }),
            () => {},
          );
        },
      });
    if (row.chatmsgno > 0 && row.msgtype !== MSG_TYPE.WITHDRAW)
      list.push({
        key: 'reply',
        text: t('reply'),
        onClick: () =>
          setQuote({
            chatmsgno: row.chatmsgno,
            uid: row.uid,
            nickname: mine ? t('me') : row.nickname || String(row.uid),
            msgtype: row.msgtype,
            preview: previewOf(mt, row, myUid).slice(0, 60),
          }),
      });
    // Hosts and admins with the delete-messages bit withdraw anyone's group message, at any time.
    const moderator =
      target.kind === 'group' &&
      target.group !== undefined &&
      hasPermission(memberMask(target.group, myUid), ADMIN_PERM.DELETE_MESSAGES);
    if (
      row.chatmsgno > 0 &&
      row.msgtype !== MSG_TYPE.WITHDRAW &&
      ((mine && Date.now() - toMillis(row.time) < WITHDRAW_WINDOW_MS) || moderator)
    )
      list.push({ key: 'withdraw', text: t('withdraw'), onClick: () => void withdraw(row) });
    // NOTE: a message still waiting in the outbox would be sent anyway; it can be deleted once sent or failed.
    if (row.state !== 'pending')
      list.push({ key: 'delete', text: t('deleteForMe'), danger: true, onClick: () => hideMessage(row) });
    return list;
  }, [menuRow, myUid, t, mt, withdraw, target, setQuote]);
}
