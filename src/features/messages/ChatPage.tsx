// NOTE: each page is a route's chunk of its own (src/app/routes.tsx), with the feature's sheet.
import './messages.css';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { Quote } from '../../../protocol/content';
import { ADMIN_PERM, hasPermission, memberMask, PLATFORM_UID } from '../../../protocol/enums';
import { RESULT, resultText } from '../../../protocol/result';
import { Empty, PageHeader, Spinner } from '../../components';
import { ActionSheet } from '../../components/sheets';
import { type ChatRow, useHub, useHubState } from '../../hub';
import { useLang } from '../../i18n';
import { config, isChatOff } from '../../state/config';
import { RedPacketTool } from '../redpacket';
import { requireSocket } from '../session';
import { ChatComposer } from './ChatComposer';
import { ChatHeader } from './ChatHeader';
import { ChatSettingsSheet } from './ChatSettingsSheet';
import { chatTime, previewOf, toMillis } from './format';
import { MessageBubble, NOTICE_TYPES } from './MessageBubble';
import { chatTexts, messageTexts } from './texts';
import { useChatActions } from './useChatActions';
import { useChatHistory } from './useChatHistory';
import { snapLabel, useChatSettings } from './useChatSettings';
import { type ChatTarget, useChatTarget } from './useChatTarget';
import { useMentionMembers } from './useMentionMembers';
import { useMessageMenu } from './useMessageMenu';
import { WindowedList } from './WindowedList';

/** A time line shows above a message sent 5 minutes or more after the one before it. */
const TIME_GAP_MS = 5 * 60 * 1000;

/** The composer's red-packet button where this user may send one (groups: permission bit 11). */
function redPacketTool(target: ChatTarget, myUid: number | null) {
  if (target.kind === 'private') return <RedPacketTool target={{ kind: 'private', uid: target.uid }} />;
  if (!target.group || myUid === null) return null;
  if (!hasPermission(memberMask(target.group, myUid), ADMIN_PERM.SEND_RED_PACKETS)) return null;
  return <RedPacketTool target={{ kind: 'group', groupkey: target.groupkey }} />;
}

function ChatView({ target, initialText }: { target: ChatTarget; initialText: string }) {
  const t = chatTexts.useT();
  const mt = messageTexts.useT();
  const lang = useLang();
  const chatOff = isChatOff(useSnapshot(config).server);
  const hub = useHub();
  const { uid: me, connection } = useHubState();
  const myUid = me ?? 0;
  const { chatkey } = target;
  const history = useChatHistory(chatkey);
  const actions = useChatActions(target);
  const members = useMentionMembers(target);
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

  const menuActions = useMessageMenu(menuRow, target, actions.withdraw, setQuote);

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

  return (
    <div className="pane im-chat" data-testid="chat-page" data-chatkey={chatkey}>
      <ChatHeader
        target={target}
        me={myUid}
        online={connection.status === 'online'}
        peerTyping={actions.peerTyping}
        onSettings={() => setSettings(true)}
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
              <Spinner color="var(--adm-color-weak)" size={18} />
            ) : !history.hasMore ? (
              <span data-testid="no-more">{t('noMore')}</span>
            ) : null}
          </div>
        }
      />
      {chatOff ? (
        // Chat-off mode (all_chat 0): the server takes no message (50); the page says so instead
        // of a composer whose sends would fail.
        <div className="im-readonly" data-testid="chat-off">
          {resultText(RESULT.CHAT_OFF, lang)}
        </div>
      ) : target.kind === 'private' && target.uid === PLATFORM_UID ? (
        <div className="im-readonly" data-testid="chat-readonly">
          {t('noticesOnly')}
        </div>
      ) : (
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
          onVideo={(file) => {
            void actions.sendVideo(file).then(() => setBottomSignal((n) => n + 1));
          }}
          onVoice={(recording) => {
            void actions.sendVoice(recording).then(() => setBottomSignal((n) => n + 1));
          }}
          mayPickFile={actions.mayPickFile}
          onFile={(file) => {
            void actions.sendFile(file).then(() => setBottomSignal((n) => n + 1));
          }}
          onTyping={actions.typing}
          initialText={initialText}
          tools={redPacketTool(target, myUid)}
        />
      )}
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
          <Spinner />
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
