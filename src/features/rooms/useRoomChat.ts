import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { RESULT, resultText } from '../../../protocol/result';
import { maskWords } from '../../../protocol/shield';
import { loadServerConfig, useShieldWords } from '../../api';
import { type ChatRow, resultOf, Status, useConnection, useHub, useHubEvent } from '../../hub';
import { currentLang } from '../../i18n';
import { requireSocket } from '../session';
import { checkSend } from './chatRules';
import { playerTexts } from './texts';

/** Where the room chat is. */
export type RoomChatStatus = 'joining' | 'joined' | 'kicked' | 'no-room' | 'failed';

/** Moderation a host or admin applies to a member (spec 001 chat rooms). */
export type ModAction = 'delete' | 'mute' | 'unmute' | 'kick' | 'admin' | 'unadmin';

const MAX_SHOWN = 200;

/** The newest `MAX_SHOWN` of `rows` in time order. */
function shownOf(rows: readonly ChatRow[]): ChatRow[] {
  const sorted = [...rows].sort((a, b) => a.time - b.time || a.chatmsgno - b.chatmsgno);
  return sorted.length > MAX_SHOWN ? sorted.slice(sorted.length - MAX_SHOWN) : sorted;
}

/**
 * The room chat of a live room through the hub: joins `roomId` (opening a guest's socket) once
 * online, leaves on unmount, shows the hub's list (its recent messages, then the room-message /
 * room-delete events: the hub announces each message once and keeps one card of the rain), sends
 * with the configured limits and moderates.
 */
export function useRoomChat(
  roomId: number,
  limits: { maxChars: number; intervalSeconds: number },
  selfUid: number,
) {
  const hub = useHub();
  const shielded = useShieldWords();
  const connection = useConnection();
  const [status, setStatus] = useState<RoomChatStatus>('joining');
  const [messages, setMessages] = useState<ChatRow[]>([]);
  const [admins, setAdmins] = useState<ReadonlySet<number>>(new Set());
  const [muted, setMuted] = useState(false);
  const [joinedAt, setJoinedAt] = useState(0);
  /** Users in the room, from the join and the server's count pushes; null until joined. */
  const [usercnt, setUsercnt] = useState<number | null>(null);
  const lastSent = useRef<number | null>(null);
  /** A count push came while the join was under way: it is newer than the join's count. */
  const pushedCount = useRef(false);
  const online = connection.status === Status.Online;

  const add = useCallback((message: ChatRow) => setMessages((prev) => shownOf([...prev, message])), []);

  const loadAdmins = useCallback(async () => {
    const users = await hub.roomAdmins(roomId);
    setAdmins(new Set(users.map((u) => u.uid)));
  }, [hub, roomId]);

  useEffect(() => {
    requireSocket();
  }, []);

  useEffect(() => {
    if (!online || roomId <= 0) return;
    let cancelled = false;
    pushedCount.current = false;
    setStatus('joining');
    hub
      .joinRoom(roomId)
      .then(async (joined) => {
        if (cancelled) return;
        if (!joined.joined) {
          setStatus(
            joined.result === RESULT.NOT_IN_CHAT_ROOM
              ? 'kicked'
              : joined.result === RESULT.CHAT_ROOM_NOT_EXIST
                ? 'no-room'
                : 'failed',
          );
          return;
        }
        setStatus('joined');
        setJoinedAt(Date.now());
        // NOTE: the join's answer waits for the room's history, so a count pushed meanwhile is newer.
        if (!pushedCount.current) setUsercnt(joined.usercnt);
        // NOTE: the hub's list replaces the events seen before it: it holds them (events and
        // replies come over one port, in order), and every event after it is a new message.
        const recent = await hub.roomMessages();
        if (!cancelled) setMessages(shownOf(recent));
        await loadAdmins().catch(() => {});
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus('failed');
        console.warn('room join failed:', error);
      });
    return () => {
      cancelled = true;
    };
  }, [hub, roomId, online, loadAdmins]);

  useEffect(
    () => () => {
      hub.leaveRoom().catch(() => {});
    },
    [hub],
  );

  useHubEvent('room-message', (event) => {
    if (event.roomId === roomId) add(event.message);
  });
  useHubEvent('room-count', (event) => {
    if (event.roomId !== roomId) return;
    pushedCount.current = true;
    setUsercnt(event.usercnt);
  });
  useHubEvent('room-delete', (event) => {
    if (event.roomId !== roomId) return;
    setMessages((prev) => prev.filter((m) => m.chatmsgno !== event.chatmsgno));
  });
  useHubEvent('room-status', (event) => {
    if (event.roomId !== roomId) return;
    // NOTE: the hub maps a send's result (36, 38, 39) to these; the toasts are shown here only.
    if (event.status === 'kicked') {
      setStatus('kicked');
      Toast.show({ content: playerTexts.t('kicked') });
    } else if (event.status === 'not-exist') {
      setStatus('no-room');
      Toast.show({ content: playerTexts.t('noRoom') });
    } else if (event.status === 'muted') {
      setMuted(true);
      Toast.show({ content: playerTexts.t('muted') });
    } else if (event.status === 'joined') setStatus('joined');
  });

  /** Sends `text`; false when it was refused (a toast says why where the spec shows one). */
  const send = useCallback(
    async (text: string, privileged: boolean): Promise<boolean> => {
      const refusal = checkSend(text, limits, lastSent.current, Date.now(), privileged);
      if (refusal?.kind === 'too-long') Toast.show({ content: playerTexts.t('tooLong', { n: refusal.max }) });
      if (refusal?.kind === 'too-fast')
        Toast.show({ content: playerTexts.t('tooFast', { n: refusal.waitSeconds }) });
      if (refusal) return false;
      // Shielded words leave as stars (encryptionMsgShield).
      const reply = await hub.sendRoom(roomId, maskWords(text.trim(), shielded));
      if (reply.result === RESULT.CHAT_OFF) {
        // NOTE: the configuration this tab read is older than the switch: read it again, and the
        // send box says chat is off.
        Toast.show({ content: resultText(RESULT.CHAT_OFF, currentLang()) });
        void loadServerConfig();
      }
      if (reply.result !== RESULT.SUCCESS) return false;
      lastSent.current = Date.now();
      return true;
    },
    [hub, roomId, limits, shielded],
  );

  /** Applies a moderation action; resolves with the server's result code. */
  const moderate = useCallback(
    async (action: ModAction, message: ChatRow): Promise<number> => {
      const uid = message.uid;
      switch (action) {
        case 'delete':
          return resultOf(hub.deleteRoomMessage(roomId, message.chatmsgno));
        case 'mute':
        case 'unmute':
          return resultOf(hub.muteRoomUser(roomId, uid, action === 'mute'));
        case 'kick':
          return resultOf(hub.kickRoomUser(roomId, uid));
        case 'admin':
        case 'unadmin': {
          const result = await resultOf(hub.setRoomAdmin(roomId, uid, action === 'admin'));
          await loadAdmins().catch(() => {});
          return result;
        }
      }
    },
    [hub, roomId, loadAdmins],
  );

  return { status, messages, admins, muted, joinedAt, usercnt, selfUid, send, moderate };
}

export type RoomChat = ReturnType<typeof useRoomChat>;
