import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type ChatRow, useConnection, useHub } from '../../hub';
import { useChatMessages } from '../../hub/chatData';
import { chatPrefs, hiddenKey } from './chatPrefs';

/** Rows shown when a chat opens; each page back adds 20 (spec 000 §9). */
const FIRST_ROWS = 40;
const PAGE = 20;

/**
 * A chat's messages from the local database, newest page fetched on open and older pages of 20
 * fetched from the server as the user scrolls up (`hub.history`). Rows the user deleted for
 * themselves are left out.
 */
export function useChatHistory(chatkey: string) {
  const hub = useHub();
  const connection = useConnection();
  const [limit, setLimit] = useState(FIRST_ROWS);
  const rows = useChatMessages(chatkey, limit);
  const prefs = useSnapshot(chatPrefs);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const busy = useRef(false);
  /** The newest page, asked for when the chat opens: on its way, in the database, or not come. */
  const [newest, setNewest] = useState<'asking' | 'in' | 'failed'>();
  const online = connection.status === 'online';

  useEffect(() => {
    if (!online) return;
    let current = true;
    setNewest('asking');
    hub
      .history(chatkey)
      .then((page) => {
        if (!current) return;
        setNewest('in');
        if (!page.hasMore) setHasMore(false);
      })
      .catch(() => {
        if (current) setNewest('failed');
      });
    return () => {
      current = false;
    };
  }, [hub, chatkey, online]);

  const shown = useMemo<ChatRow[]>(() => {
    const cleared = prefs.cleared[chatkey] ?? 0;
    return (rows ?? []).filter(
      (r) => !(r.chatmsgno > 0 && r.chatmsgno <= cleared) && !prefs.hidden[hiddenKey(r)],
    );
  }, [rows, prefs.cleared, prefs.hidden, chatkey]);

  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const loadOlder = useCallback(() => {
    const current = rowsRef.current;
    // NOTE: with no rows, "older" is the newest page: not while it is on its way, nor once it is in
    // (the database's rows follow it); again only if it did not come.
    if (newest === 'asking' || busy.current || !hasMore || current === undefined) return;
    if (current.length === 0 && newest === 'in') return;
    const oldest = current.find((r) => r.chatmsgno > 0)?.chatmsgno ?? 0;
    const cleared = chatPrefs.cleared[chatkey] ?? 0;
    if (oldest === 1 || (oldest > 0 && oldest <= cleared + 1)) {
      setHasMore(false);
      return;
    }
    if (!online) {
      // Offline: show what the database holds beyond the window, if anything.
      if (current.length >= limit) setLimit(current.length + PAGE);
      return;
    }
    busy.current = true;
    setLoading(true);
    hub
      .history(chatkey, oldest > 0 ? oldest : undefined)
      .then((page) => {
        setLimit(current.length + PAGE);
        if (!page.hasMore) setHasMore(false);
      })
      .catch(() => {})
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [hub, chatkey, hasMore, online, limit, newest]);

  return { rows: shown, loaded: rows !== undefined, hasMore, loading, loadOlder };
}
