import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { ChatRow } from '../../hub';
import { afterNextFrame } from '../../lib/idle';
import { ChatMessage, type MessageRole } from './ChatMessage';
import { observeListRect } from './listRect';
import { RoomModMenu, RoomSendBox } from './RoomChatSections';
import { RoomMarquee } from './RoomMarquee';
import { playerTexts } from './texts';
import type { RoomChat as Chat } from './useRoomChat';

/** The message list and the send box of the live room's chat. */
export function RoomChat({
  chat,
  hostUid,
  maxChars,
  ads,
  onGift,
}: {
  chat: Chat;
  hostUid: number;
  maxChars: number;
  /** Chat adverts shown at the end of the list. */
  ads: ReactNode;
  onGift: () => void;
}) {
  const t = playerTexts.useT();
  const [target, setTarget] = useState<ChatRow | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const role: MessageRole = { hostUid, admins: chat.admins };
  const isHost = chat.selfUid === hostUid;
  const moderator = isHost || chat.admins.has(chat.selfUid);
  const canManage = (m: ChatRow) =>
    moderator && m.uid !== chat.selfUid && m.uid !== hostUid && (isHost || !chat.admins.has(m.uid));

  const count = chat.messages.length;
  const windowRef = useRef<HTMLDivElement>(null);
  // NOTE: a busy room shows up to 200 lines; only those in view (and a few around) are in the DOM,
  // so a new message costs one row's layout, not the whole list's.
  // NOTE: the list starts after the page's first frame: on attaching to its scroll element the
  // virtualizer scrolls it to its offset, which would lay the whole page out inside React's commit
  // (45 ms of a live room's first task). The room's lines arrive over the socket after that anyway.
  const [ready, setReady] = useState(false);
  useEffect(() => afterNextFrame(() => setReady(true)), []);
  // The rows' window starts below the welcome (and joining) lines: its offset is the virtualizer's
  // scroll margin, read once the page is laid out, not during a render.
  const [margin, setMargin] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joining line above moves the window
  useEffect(() => {
    if (!ready) return;
    return afterNextFrame(() => setMargin(windowRef.current?.offsetTop ?? 0));
  }, [ready, chat.status]);
  const rows = useVirtualizer({
    enabled: ready,
    count,
    getScrollElement: () => list.current,
    estimateSize: () => 30,
    overscan: 6,
    // The list's size, and with it (a rewrapped welcome line: a turned phone, another language) the
    // rows' offset.
    observeElementRect: (instance, cb) =>
      observeListRect(instance, (rect) => {
        cb(rect);
        if (windowRef.current) setMargin(windowRef.current.offsetTop);
      }),
    scrollMargin: margin,
    getItemKey: (i) => {
      const m = chat.messages[i] as ChatRow;
      return m.chatmsgno > 0 ? m.chatmsgno : `${m.clientkey}-${m.time}`;
    },
  });
  // NOTE: from the page's first frame on (the list's start), and in the frame that draws the new
  // lines: their layout, read for the list's height, is then the frame's own, not a second one
  // forced inside the task that rendered them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when messages or ads arrive
  useEffect(() => {
    const el = list.current;
    if (!ready || !el) return;
    const frame = requestAnimationFrame(() => {
      el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, count, ads]);

  return (
    <div className="room-chat" data-testid="room-chat" data-status={chat.status}>
      <RoomMarquee />
      <div className="room-msgs" ref={list} data-testid="room-msgs">
        <div className="room-msg room-msg-welcome">{t('welcome')}</div>
        {chat.status === 'joining' && <div className="room-msg room-msg-system">{t('joining')}</div>}
        <div className="room-msgs-window" ref={windowRef} style={{ height: rows.getTotalSize() }}>
          {rows.getVirtualItems().map((row) => {
            const m = chat.messages[row.index] as ChatRow;
            return (
              <div
                key={row.key}
                className="room-msgs-row"
                data-index={row.index}
                ref={rows.measureElement}
                style={{ transform: `translateY(${row.start - rows.options.scrollMargin}px)` }}
              >
                <ChatMessage message={m} role={role} onManage={canManage(m) ? setTarget : undefined} />
              </div>
            );
          })}
        </div>
        {ads}
      </div>
      <RoomSendBox chat={chat} moderator={moderator} maxChars={maxChars} onGift={onGift} />
      <RoomModMenu chat={chat} isHost={isHost} target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
