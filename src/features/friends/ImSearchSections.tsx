// The result sections of /imsearch: users, contacts, groups and messages.

import { useGo } from '../../app/navigation';
import { Avatar } from '../../components';
import type { GroupRow, UserProfile } from '../../hub';
import { chatPath, chatPathOfKey } from '../../lib/paths';
import { friendTexts } from './texts';
import { displayName, type Friend } from './useFriendDirectory';
import type { MessageHit } from './useImSearch';

export function UserHits({
  users,
  friendOf,
  onOpen,
  onAdd,
}: {
  users: readonly UserProfile[];
  friendOf: (uid: number) => Friend | undefined;
  onOpen: (uid: number) => void;
  onAdd: (fid: number) => void;
}) {
  const t = friendTexts.useT();
  if (users.length === 0) return null;
  return (
    <section className="section" data-testid="imsearch-users">
      <div className="section-title">{t('users')}</div>
      {users.map((u) => {
        const friend = friendOf(u.uid);
        return (
          <div className="fr-row" key={u.uid}>
            <Avatar url={u.headurl} name={u.nickname} seed={u.uid} />
            <button type="button" className="fr-row-text" onClick={() => onOpen(u.uid)}>
              <strong data-content>{friend ? displayName(friend) : u.nickname}</strong>
              <small>{t('fid', { fid: u.fid })}</small>
            </button>
            {!friend && (
              <button
                type="button"
                className="fr-mini-btn"
                onClick={() => onAdd(u.fid)}
                data-testid="imsearch-add"
              >
                {t('addFriend')}
              </button>
            )}
          </div>
        );
      })}
    </section>
  );
}

export function ContactHits({
  contacts,
  onOpen,
}: {
  contacts: readonly Friend[];
  onOpen: (uid: number) => void;
}) {
  const t = friendTexts.useT();
  if (contacts.length === 0) return null;
  return (
    <section className="section">
      <div className="section-title">{t('contacts')}</div>
      {contacts.map((f) => (
        <button type="button" className="fr-row" key={f.uid} onClick={() => onOpen(f.uid)}>
          <Avatar url={f.headurl} name={displayName(f)} seed={f.uid} />
          <span className="fr-row-text">
            <strong data-content>{displayName(f)}</strong>
            <small>{t('fid', { fid: f.fid })}</small>
          </span>
        </button>
      ))}
    </section>
  );
}

export function GroupHits({ groups }: { groups: readonly GroupRow[] }) {
  const t = friendTexts.useT();
  const go = useGo();
  if (groups.length === 0) return null;
  return (
    <section className="section">
      <div className="section-title">{t('groups')}</div>
      {groups.map((g) => (
        <button type="button" className="fr-row" key={g.groupkey} onClick={() => go(chatPath(g.groupkey))}>
          <Avatar url={g.headurl} name={g.nickname} seed={g.groupkey} />
          <span className="fr-row-text">
            <strong data-content>{g.nickname}</strong>
            <small>{t('members', { n: g.member_cnt })}</small>
          </span>
        </button>
      ))}
    </section>
  );
}

export function MessageHits({ messages, me }: { messages: readonly MessageHit[] | undefined; me: number }) {
  const t = friendTexts.useT();
  const go = useGo();
  if (!messages || messages.length === 0) return null;
  return (
    <section className="section">
      <div className="section-title">{t('messages')}</div>
      {messages.map(({ row: m, text }) => (
        <button
          type="button"
          className="fr-row"
          key={m.id ?? m.clientkey}
          onClick={() => go(chatPathOfKey(m.chatkey, me))}
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
  );
}
