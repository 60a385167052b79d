import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { type ChatRow, useConnection, useHub } from '../../hub';
import { useChatMessages } from '../../hub/chatData';
import { chatPrefs, hiddenKey } from './chatPrefs';

/** Rows shown when a chat opens; each page back adds 20 (spec 000 §9). */
const FIRST_ROWS = 40;
const PAGE = 20;

/**
 * Where a chat stands with the server's pages: `none` (its newest page not come: not asked yet,
 * offline, or failed), `newest` (on its way), `in` (the server has answered; the database's rows
 * follow it) or `older` (an older page on its way).
 */
type Pages = 'none' | 'newest' | 'in' | 'older';

/**
 * The chat's `Pages`, read and set at once by the callbacks (two scroll events in one frame see the
 * same request); each change renders again, with a new `changes` count.
 */
function usePages() {
  const pages = useRef<Pages>('none');
  const [changes, rerender] = useReducer((n: number) => n + 1, 0);
  const setPages = useCallback((next: Pages) => {
    pages.current = next;
    rerender();
  }, []);
  return { pages, setPages, changes };
}

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
  const { pages, setPages, changes } = usePages();
  const online = connection.status === 'online';

  useEffect(() => {
    if (!online) return;
    let current = true;
    setPages('newest');
    hub
      .history(chatkey)
      .then((page) => {
        if (!current) return;
        setPages('in');
        if (!page.hasMore) setHasMore(false);
      })
      .catch(() => {
        if (current) setPages('none');
      });
    return () => {
      current = false;
      // Offline before it came: not on its way any more (the database's rows can still be paged).
      if (pages.current === 'newest') setPages('none');
    };
  }, [hub, chatkey, online, pages, setPages]);

  const shown = useMemo<ChatRow[]>(() => {
    const cleared = prefs.cleared[chatkey] ?? 0;
    return (rows ?? []).filter(
      (r) => !(r.chatmsgno > 0 && r.chatmsgno <= cleared) && !prefs.hidden[hiddenKey(r)],
    );
  }, [rows, prefs.cleared, prefs.hidden, chatkey]);

  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  // NOTE: a new callback at each change of `Pages`, so the list asks again where it is still short of
  // rows. An ask it made while a page was on its way was ignored, and the page that came may have
  // changed no row it shows (every one deleted on this device).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` renews the callback, see above
  const loadOlder = useCallback(() => {
    const current = rowsRef.current;
    const before = pages.current;
    if (before === 'newest' || before === 'older' || !hasMore || current === undefined) return;
    // NOTE: with no rows, "older" is the newest page: not once it is in (the database's rows follow
    // it); again if it did not come.
    if (current.length === 0 && before === 'in') return;
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
    setPages('older');
    hub
      .history(chatkey, oldest > 0 ? oldest : undefined)
      .then((page) => {
        setLimit(current.length + PAGE);
        if (!page.hasMore) setHasMore(false);
        setPages('in');
      })
      .catch(() => setPages(before));
  }, [hub, chatkey, hasMore, online, limit, pages, setPages, changes]);

  return {
    rows: shown,
    loaded: rows !== undefined,
    hasMore,
    loading: pages.current === 'older',
    loadOlder,
  };
}
