import { ActionSheet, SpinLoading, Toast } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PERM, hasPermission, MSG_TYPE, memberMask } from '../../../protocol/enums';
import { WITHDRAW_WINDOW_MS } from '../../../protocol/messaging';
import { AppLink, Empty, PageHeader } from '../../components';
import { type ChatRow, useHub, useHubState } from '../../hub';
import { requireSocket } from '../session';
import { ChatComposer, type Member } from './ChatComposer';
import { ChatSettingsSheet } from './ChatSettingsSheet';
import { hideMessage } from './chatPrefs';
import type { Quote } from './content';
import { chatTime, previewOf, toMillis } from './format';
import { MessageBubble, NOTICE_TYPES } from './MessageBubble';
import { chatTexts, messageTexts } from './texts';
import { useChatActions } from './useChatActions';
import { useChatHistory } from './useChatHistory';
import { snapLabel, useChatSettings } from './useChatSettings';
import { type ChatTarget, useChatTarget } from './useChatTarget';
import { WindowedList } from './WindowedList';

/** A time line shows above a message sent 5 minutes or more after the one before it. */
const TIME_GAP_MS = 5 * 60 * 1000;
const TEXT_TYPES: ReadonlySet<number> = new Set([MSG_TYPE.TEXT, MSG_TYPE.AT, MSG_TYPE.REPLY]);

function useGroupMembers(target: ChatTarget): Member[] | null {
  const hub = useHub();
  const [members, setMembers] = useState<Member[] | null>(null);
  const groupkey = target.kind === 'group' ? target.groupkey : 0;
  useEffect(() => {
    if (!groupkey) return;
    hub
      .requestAll('msg_group_member_list_req', { groupkey })
      .then((pages) =>
        setMembers(
          pages.flatMap((p) =>
            p.users.map((u) => ({ uid: u.uid, nickname: u.nickname, headurl: u.headurl })),
          ),
        ),
      )
      .catch(() => setMembers([]));
  }, [hub, groupkey]);
  return groupkey ? members : null;
}

function SettingsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}

function ChatView({ target, initialText }: { target: ChatTarget; initialText: string }) {
  const t = chatTexts.useT();
  const mt = messageTexts.useT();
  const hub = useHub();
  const { uid: me, connection } = useHubState();
  const myUid = me ?? 0;
  const { chatkey } = target;
  const history = useChatHistory(chatkey);
  const actions = useChatActions(target);
  const members = useGroupMembers(target);
  const chatSettings = useChatSettings(chatkey, target.kind === 'private');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [menuRow, setMenuRow] = useState<ChatRow | null>(null);
  const [settings, setSettings] = useState(false);
  const [bottomSignal, setBottomSignal] = useState(0);

  // Read while visible: whenever a newer message shows and the tab is in view.
  const newest = history.rows.reduce((n, r) => Math.max(n, r.chatmsgno), 0);
  useEffect(() => {
    if (newest === 0 || connection.status !== 'online') return;
    const mark = () => {
      if (document.visibilityState === 'visible') hub.markRead(chatkey).catch(() => {});
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [hub, chatkey, newest, connection.status]);

  const menuActions = useMemo<Action[]>(() => {
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
      list.push({ key: 'withdraw', text: t('withdraw'), onClick: () => void actions.withdraw(row) });
    // NOTE: a message still waiting in the outbox would be sent anyway; it can be deleted once sent or failed.
    if (row.state !== 'pending')
      list.push({ key: 'delete', text: t('deleteForMe'), danger: true, onClick: () => hideMessage(row) });
    return list;
  }, [menuRow, myUid, t, mt, actions, target]);

  const keyOf = useCallback((r: ChatRow) => (r.chatmsgno > 0 ? `n${r.chatmsgno}` : `c${r.clientkey}`), []);
  const rows = history.rows;
  const render = useCallback(
    (row: ChatRow, index: number) => {
      const prev = index > 0 ? rows[index - 1] : undefined;
      const showTime = !prev || toMillis(row.time) - toMillis(prev.time) >= TIME_GAP_MS;
      const mine = row.uid === myUid;
      return (
        <>
          {showTime && <div className="im-time">{chatTime(mt, row.time)}</div>}
          {NOTICE_TYPES.has(row.msgtype) ? (
            <div className="im-notice" data-testid="msg-notice" data-chatmsgno={row.chatmsgno}>
              {previewOf(mt, { ...row, nickname: target.kind === 'group' ? row.nickname : '' }, myUid)}
            </div>
          ) : (
            <MessageBubble
              row={row}
              mine={mine}
              showName={target.kind === 'group'}
              receipts={target.kind === 'private'}
              onLongPress={setMenuRow}
              onRetry={actions.retry}
            />
          )}
        </>
      );
    },
    [rows, myUid, mt, target.kind, actions.retry],
  );

  const subtitle =
    target.kind === 'group'
      ? target.group
        ? t('members', { n: target.group.member_cnt })
        : ''
      : actions.peerTyping
        ? t('typing')
        : target.lastlogout === 0
          ? t('online')
          : '';

  return (
    <div className="pane im-chat" data-testid="chat-page" data-chatkey={chatkey}>
      <PageHeader
        title={
          <span className="im-chat-title">
            <span className="im-chat-name" data-content data-testid="chat-title">
              {target.name}
            </span>
            {subtitle && (
              <span
                className={`im-chat-sub${actions.peerTyping ? ' im-typing' : ''}`}
                data-testid="chat-subtitle"
              >
                {subtitle}
              </span>
            )}
          </span>
        }
        right={
          <span className="im-chat-actions">
            {target.kind === 'group' && (
              <AppLink
                to={`/group?id=${target.groupkey}`}
                className="im-chat-info"
                aria-label={t('groupInfo')}
              >
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
              onClick={() => setSettings(true)}
            >
              <SettingsIcon />
            </button>
          </span>
        }
      />
      {(chatSettings.snap > 0 || chatSettings.screenshot) && (
        <div className="im-chat-flags" data-testid="chat-flags">
          {chatSettings.snap > 0 && <span>{t('snapBanner', { time: snapLabel(t, chatSettings.snap) })}</span>}
          {chatSettings.screenshot && <span>{t('screenshotBanner')}</span>}
        </div>
      )}
      <WindowedList
        className="im-messages"
        items={rows}
        keyOf={keyOf}
        render={render}
        onReachTop={history.loadOlder}
        bottomSignal={bottomSignal}
        header={
          <div className="im-list-head" data-testid="history-head">
            {history.loading ? (
              <SpinLoading style={{ '--size': '18px' }} />
            ) : !history.hasMore ? (
              <span data-testid="no-more">{t('noMore')}</span>
            ) : null}
          </div>
        }
      />
      <ChatComposer
        key={initialText}
        maxChars={actions.limits.maxChars}
        members={members ? members.filter((m) => m.uid !== myUid) : null}
        quote={quote}
        onCancelQuote={() => setQuote(null)}
        onSend={async (draft) => {
          const ok = await actions.send(draft);
          if (ok) {
            setQuote(null);
            setBottomSignal((n) => n + 1);
          }
          return ok;
        }}
        onImage={(file) => {
          void actions.sendImage(file).then(() => setBottomSignal((n) => n + 1));
        }}
        onFile={(file) => {
          void actions.sendFile(file).then(() => setBottomSignal((n) => n + 1));
        }}
        onTyping={actions.typing}
        initialText={initialText}
      />
      <ActionSheet
        visible={menuRow !== null}
        actions={menuActions}
        cancelText={t('cancel')}
        closeOnAction
        onClose={() => setMenuRow(null)}
      />
      <ChatSettingsSheet
        chatkey={chatkey}
        isPrivate={target.kind === 'private'}
        settings={chatSettings}
        visible={settings}
        onClose={() => setSettings(false)}
      />
    </div>
  );
}

/** /chat?id=<uid or groupkey>[&msgs=<text, URI-encoded>]: a private, group or service chat. */
export function ChatPage() {
  const [params] = useSearchParams();
  const target = useChatTarget(params.get('id'));
  const mt = messageTexts.useT();
  const t = chatTexts.useT();
  useEffect(() => {
    requireSocket();
  }, []);
  if (target === undefined)
    return (
      <div className="pane im-chat" data-testid="chat-page">
        <PageHeader title="" />
        <div className="im-center">
          <SpinLoading color="primary" />
        </div>
      </div>
    );
  if (target === null)
    return (
      <div className="pane im-chat" data-testid="chat-page">
        <PageHeader title={mt('title')} />
        <Empty text={t('invalidChat')} />
      </div>
    );
  return <ChatView key={target.chatkey} target={target} initialText={params.get('msgs') ?? ''} />;
}
