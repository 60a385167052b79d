import { SearchBar, SpinLoading } from 'antd-mobile';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { chatKeyFromString, isGroupKey, type net, peerOf } from '../../../protocol';
import { useGo } from '../../app/navigation';
import { Empty } from '../../components';
import { type ChatRow, useChatDb, useHubState } from '../../hub';
import { AddFriendSheet } from './AddFriendSheet';
import { Avatar } from './Avatar';
import { displayName, useFriendDirectory } from './friendStore';
import { ask } from './hubCalls';
import { matchedText, newestFirst } from './messageSearch';
import { ProfileSheet, type ProfileTarget } from './ProfileSheet';
import { friendTexts } from './texts';
import { useMyGroups } from './useMyGroups';

const TYPE_DELAY_MS = 350;
const MAX_MESSAGES = 30;

/** Users found on the server for a numeric keyword: by phone and by fid (msg_get_user_info_req). */
function useUserLookup(keyword: string): { users: net.base_info[]; loading: boolean } {
  const [state, setState] = useState<{ key: string; users: net.base_info[] }>({ key: '', users: [] });
  const numeric = /^\d{1,15}$/.test(keyword);
  useEffect(() => {
    if (!numeric) return;
    let live = true;
    const lookups: Promise<net.base_info | null>[] = [];
    const found = (r: { user_info: net.base_info }) => (r.user_info.uid > 0 ? r.user_info : null);
    if (keyword.length >= 5) lookups.push(ask('msg_get_user_info_req', { phonenum: keyword }).then(found));
    if (Number(keyword) <= 2147483647)
      lookups.push(ask('msg_get_user_info_req', { fid: Number(keyword) }).then(found));
    Promise.allSettled(lookups).then((results) => {
      if (!live) return;
      const users = new Map<number, net.base_info>();
      for (const r of results) if (r.status === 'fulfilled' && r.value) users.set(r.value.uid, r.value);
      setState({ key: keyword, users: [...users.values()] });
    });
    return () => {
      live = false;
    };
  }, [keyword, numeric]);
  if (!numeric) return { users: [], loading: false };
  return { users: state.key === keyword ? state.users : [], loading: state.key !== keyword };
}

/** A message found, with the text it was found by. */
interface MessageHit {
  row: ChatRow;
  text: string;
}

/** Messages of the local database (text, @, reply) whose text holds the keyword, newest first. */
function useMessageSearch(keyword: string): MessageHit[] | undefined {
  const db = useChatDb();
  return useLiveQuery(async () => {
    if (!db || !keyword) return [];
    const needle = keyword.toLowerCase();
    // NOTE: the whole table is scanned: there is no index on time alone, and the newest matches
    // may be anywhere in primary-key order (history fetched later is stored later).
    const rows = await db.imchat.filter((m) => matchedText(m.msgtype, m.content, needle) !== null).toArray();
    return newestFirst(rows, MAX_MESSAGES).map((row) => ({
      row,
      text: matchedText(row.msgtype, row.content, needle) ?? '',
    }));
  }, [db, keyword]);
}

/** /imsearch: users by phone or fid, friends, my groups and chat messages — grouped results. */
export function ImSearchPage() {
  const t = friendTexts.useT();
  const go = useGo();
  const { uid } = useHubState();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [profile, setProfile] = useState<ProfileTarget | null>(null);
  const [adding, setAdding] = useState<{ mode: 'phone' | 'fid'; value: string } | null>(null);
  const { friends } = useFriendDirectory();
  const groups = useMyGroups();
  const { users, loading } = useUserLookup(keyword);
  const messages = useMessageSearch(keyword);

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), TYPE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const needle = keyword.toLowerCase();
  const contacts = useMemo(
    () =>
      needle
        ? friends.filter((f) =>
            [f.alias, f.nickname, String(f.fid), f.phonenum].some((v) => v.toLowerCase().includes(needle)),
          )
        : [],
    [friends, needle],
  );
  const groupHits = useMemo(
    () => (needle ? (groups ?? []).filter((g) => g.nickname.toLowerCase().includes(needle)) : []),
    [groups, needle],
  );
  const friendOf = (uid: number) => friends.find((f) => f.uid === uid);
  const nothing =
    keyword && !loading && users.length + contacts.length + groupHits.length + (messages?.length ?? 0) === 0;

  return (
    <div className="pane fr-page" data-testid="imsearch-page">
      <div className="page-header search-header">
        <SearchBar
          value={text}
          onChange={setText}
          onSearch={(v) => setKeyword(v.trim())}
          placeholder={t('searchPlaceholder')}
          showCancelButton={() => true}
          onCancel={() => go(-1)}
          autoFocus
          data-testid="imsearch-input"
        />
      </div>
      <div className="scroll">
        {!keyword && <div className="fr-hint">{t('searchHint')}</div>}
        {keyword && loading && (
          <div className="fr-loading">
            <SpinLoading color="primary" />
          </div>
        )}
        {nothing && <Empty text={t('noResult')} />}
        {users.length > 0 && (
          <section className="section" data-testid="imsearch-users">
            <div className="section-title">{t('users')}</div>
            {users.map((u) => {
              const friend = friendOf(u.uid);
              return (
                <div className="fr-row" key={u.uid}>
                  <Avatar url={u.headurl} name={u.nickname} seed={u.uid} />
                  <button
                    type="button"
                    className="fr-row-text"
                    onClick={() => setProfile({ uid: u.uid, friend })}
                  >
                    <strong data-content>{friend ? displayName(friend) : u.nickname}</strong>
                    <small>{t('fid', { fid: u.fid })}</small>
                  </button>
                  {!friend && (
                    <button
                      type="button"
                      className="fr-mini-btn"
                      onClick={() => setAdding({ mode: 'fid', value: String(u.fid) })}
                      data-testid="imsearch-add"
                    >
                      {t('addFriend')}
                    </button>
                  )}
                </div>
              );
            })}
          </section>
        )}
        {contacts.length > 0 && (
          <section className="section">
            <div className="section-title">{t('contacts')}</div>
            {contacts.map((f) => (
              <button
                type="button"
                className="fr-row"
                key={f.uid}
                onClick={() => setProfile({ uid: f.uid, friend: f })}
              >
                <Avatar url={f.headurl} name={displayName(f)} seed={f.uid} />
                <span className="fr-row-text">
                  <strong data-content>{displayName(f)}</strong>
                  <small>{t('fid', { fid: f.fid })}</small>
                </span>
              </button>
            ))}
          </section>
        )}
        {groupHits.length > 0 && (
          <section className="section">
            <div className="section-title">{t('groups')}</div>
            {groupHits.map((g) => (
              <button
                type="button"
                className="fr-row"
                key={g.groupkey}
                onClick={() => go(`/chat?id=${g.groupkey}`)}
              >
                <Avatar url={g.headurl} name={g.nickname} seed={g.groupkey} />
                <span className="fr-row-text">
                  <strong data-content>{g.nickname}</strong>
                  <small>{t('members', { n: g.member_cnt })}</small>
                </span>
              </button>
            ))}
          </section>
        )}
        {messages && messages.length > 0 && (
          <section className="section">
            <div className="section-title">{t('messages')}</div>
            {messages.map(({ row: m, text }) => (
              <button
                type="button"
                className="fr-row"
                key={m.id ?? m.clientkey}
                onClick={() => go(`/chat?id=${chatTarget(m.chatkey, uid ?? 0)}`)}
                data-testid="imsearch-message"
              >
                <Avatar url={m.headurl} name={m.nickname} seed={m.uid} />
                <span className="fr-row-text">
                  <strong data-content>{m.nickname}</strong>
                  <small data-content>{text}</small>
                </span>
              </button>
            ))}
          </section>
        )}
      </div>
      <ProfileSheet target={profile} onClose={() => setProfile(null)} />
      <AddFriendSheet
        key={adding?.value ?? ''}
        visible={adding !== null}
        initial={adding ?? undefined}
        onClose={() => setAdding(null)}
      />
    </div>
  );
}

/** The /chat id of a chat key: the group's key, or the peer of a private chat. */
function chatTarget(chatkey: string, me: number): string {
  const key = chatKeyFromString(chatkey);
  return isGroupKey(key) ? chatkey : String(peerOf(key, me));
}
