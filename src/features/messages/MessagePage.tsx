// NOTE: each page is a route's chunk of its own (src/app/routes.tsx), with the feature's sheet.
import './messages.css';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { useGo } from '../../app/navigation';
import { useHub, useHubState } from '../../hub';
import { useChatList } from '../../hub/chatData';
import { onIdle } from '../../lib/idle';
import { chatPath } from '../../lib/paths';
import { preloadPage } from '../../lib/routeRegistry';
import { config, currentServiceUid } from '../../state/config';
import { requireSocket } from '../session';
import { ConversationRow, type RowActions } from './ConversationRow';
import { orderChats } from './chatOrder';
import { chatPrefs, deleteChat, setMuted, setPinned } from './chatPrefs';
import { askNotification, declineNotification, mayAskNotification } from './MessageNotifier';
import { messageTexts } from './texts';

function ServiceEntry() {
  const t = messageTexts.useT();
  const go = useGo();
  const { server } = useSnapshot(config);
  const uid = currentServiceUid(server);
  if (!uid) return null;
  return (
    <button
      type="button"
      className="im-service"
      data-testid="service-entry"
      onClick={() => go(chatPath(uid))}
    >
      <span className="im-service-icon">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 3a8 8 0 0 0-8 8v4a3 3 0 0 0 3 3h1v-7H6a6 6 0 0 1 12 0h-2v7h2v1a2 2 0 0 1-2 2h-3v2h3a4 4 0 0 0 4-4v-5a8 8 0 0 0-8-8z"
            fill="currentColor"
          />
        </svg>
      </span>
      <span className="im-row-main">
        <span className="im-row-name">{t('service')}</span>
        <span className="im-row-preview">{t('serviceDesc')}</span>
      </span>
      <span className="im-chevron" aria-hidden="true">
        ›
      </span>
    </button>
  );
}

function NotifyAsk() {
  const t = messageTexts.useT();
  const [show, setShow] = useState(mayAskNotification);
  if (!show) return null;
  return (
    <div className="im-notify-ask" data-testid="notify-ask">
      <span>{t('notifyAsk')}</span>
      <Button
        size="mini"
        fill="none"
        onClick={() => {
          declineNotification();
          setShow(false);
        }}
      >
        {t('notifyLater')}
      </Button>
      <Button
        size="mini"
        color="primary"
        onClick={() => {
          setShow(false);
          void askNotification();
        }}
      >
        {t('notifyEnable')}
      </Button>
    </div>
  );
}

function EmptyChats() {
  const t = messageTexts.useT();
  const go = useGo();
  return (
    <div className="im-empty" data-testid="messages-empty">
      <svg viewBox="0 0 160 120" aria-hidden="true">
        <ellipse cx="80" cy="108" rx="56" ry="7" fill="#e3e7ef" />
        <rect x="22" y="22" width="84" height="60" rx="14" fill="#fff" stroke="#cfd6e2" strokeWidth="2" />
        <path d="M44 82l-8 14 22-14" fill="#fff" stroke="#cfd6e2" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="48" cy="52" r="4" fill="#b6bfcd" />
        <circle cx="64" cy="52" r="4" fill="#ff8a3d" />
        <circle cx="80" cy="52" r="4" fill="#b6bfcd" />
        <rect x="90" y="40" width="50" height="38" rx="10" fill="#ff8a3d" opacity="0.9" />
        <path d="M104 59h22M115 48v22" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <strong>{t('emptyTitle')}</strong>
      <span>{t('emptyDesc')}</span>
      <Button color="primary" shape="rounded" className="im-empty-btn" onClick={() => go('/friend')}>
        {t('addFriends')}
      </Button>
    </div>
  );
}

/** How long after the list shows its chat's chunk is fetched (once the page is idle). */
const CHAT_PREFETCH_MS = 5000;

/** Loads the chat's chunk (once; a failed load is tried again at the next call). */
const prefetchChat = () => preloadPage('/chat');

/** /message (kept alive): the chat list; `/message?type=1` shows private chats only. */
export function MessagePage() {
  const t = messageTexts.useT();
  const hub = useHub();
  const { uid } = useHubState();
  const rows = useChatList();
  const prefs = useSnapshot(chatPrefs);
  const [params] = useSearchParams();
  const onlyPrivate = params.get('type') === '1';

  useEffect(() => {
    requireSocket();
  }, []);
  // NOTE: the chat is a chunk of its own (the list lands without it). It is fetched once the list has
  // settled, or as soon as a finger comes down on the list, so the chat tapped opens without waiting.
  useEffect(() => {
    let cancelIdle = () => {};
    const timer = setTimeout(() => {
      cancelIdle = onIdle(prefetchChat, 2000);
    }, CHAT_PREFETCH_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, []);

  const ordered = useMemo(
    () => orderChats(rows ?? [], prefs.pinned, prefs.cleared, onlyPrivate),
    [rows, prefs.pinned, prefs.cleared, onlyPrivate],
  );

  const fail = () => Toast.show({ content: t('operationFailed') });
  const actions: RowActions = {
    onPin: (row, on) => void setPinned(hub, row.chatkey, on).catch(fail),
    onMute: (row, on) => void setMuted(hub, row.chatkey, on).catch(fail),
    onDelete: (row) => {
      void Dialog.confirm({
        content: t('deleteConfirm'),
        confirmText: t('delete'),
      }).then((ok) => {
        if (ok) deleteChat(hub, row.chatkey, row.chatmsgno).catch(fail);
      });
    },
  };

  return (
    <div className="pane im-page" data-testid="message-page">
      <header className="im-header">
        <h1>{onlyPrivate ? t('privateTitle') : t('title')}</h1>
      </header>
      <div className="scroll im-list" data-testid="conversation-list" onPointerDown={prefetchChat}>
        <NotifyAsk />
        {!onlyPrivate && <ServiceEntry />}
        {rows !== undefined && ordered.length === 0 && <EmptyChats />}
        {ordered.map((row) => (
          <ConversationRow
            key={row.chatkey}
            row={row}
            myUid={uid ?? 0}
            pinned={prefs.pinned[row.chatkey] !== undefined}
            muted={prefs.muted[row.chatkey] === true}
            actions={actions}
          />
        ))}
      </div>
    </div>
  );
}
