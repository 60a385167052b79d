import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useGo } from '../../app/navigation';
import { useShellScreens } from '../../app/shellBridge';
import { Avatar, ChevronRightIcon, UserIcon, useUserName } from '../../components';
import { hasRoute } from '../../lib/routeRegistry';
import { config, currentServiceUid } from '../../state/config';
import { emit } from '../../state/events';
import { session } from '../../state/session';
import { WalletEntry } from '../wallet';
import { NewcomerAd } from './NewcomerAd';
import { meTexts } from './texts';

type EntryKey =
  | 'profile'
  | 'signIn'
  | 'mall'
  | 'history'
  | 'level'
  | 'invite'
  | 'activity'
  | 'realname'
  | 'service'
  | 'feedback'
  | 'about'
  | 'settings';

interface Entry {
  key: EntryKey;
  path: string;
  icon: ReactNode;
  color: string;
}

const dot = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.9"
    strokeLinecap="round"
  >
    <path d={d} />
  </svg>
);

/** The entries of spec 000 §2 "Me page"; one shows only once its page exists. */
function entries(serviceUid: number): Entry[] {
  return [
    {
      key: 'profile',
      path: '/selfinfo',
      icon: dot('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21a8 8 0 0 1 16 0'),
      color: '#ff5a1f',
    },
    { key: 'signIn', path: '/sign', icon: dot('M5 4h14v16H5zM9 9l2 2 4-4M9 15h6'), color: '#ff8a3d' },
    {
      key: 'mall',
      path: '/integralwallet',
      icon: dot('M4 8h16l-1.5 11h-13zM9 8V6a3 3 0 0 1 6 0v2'),
      color: '#f5a623',
    },
    {
      key: 'history',
      path: '/History',
      icon: dot('M12 7v5l3 2M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5'),
      color: '#3b82f6',
    },
    {
      key: 'level',
      path: '/viplevel',
      icon: dot('M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.3 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z'),
      color: '#a855f7',
    },
    {
      key: 'invite',
      path: '/invitef',
      icon: dot('M16 21v-2a4 4 0 0 0-8 0v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M19 8v6M22 11h-6'),
      color: '#16c784',
    },
    {
      key: 'activity',
      path: '/activity',
      icon: dot('M4 9h16v11H4zM3 6h18v3H3zM12 6v14M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0'),
      color: '#e11d48',
    },
    {
      key: 'realname',
      path: '/realname',
      icon: dot('M3 5h18v14H3zM7 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0M6 16c1-2 5-2 6 0M14 9h4M14 13h4'),
      color: '#0ea5e9',
    },
    {
      key: 'service',
      path: `/chat?id=${serviceUid}`,
      icon: dot('M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z'),
      color: '#06b6d4',
    },
    { key: 'feedback', path: '/proposal', icon: dot('M4 5h16v11H9l-5 4z M8 10h8'), color: '#ef4444' },
    {
      key: 'about',
      path: '/Aboat',
      icon: dot('M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M12 11v6M12 7.5v.5'),
      color: '#64748b',
    },
    {
      key: 'settings',
      path: '/Setting',
      icon: dot(
        'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1A1.7 1.7 0 0 0 7 19.4l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0-1.2-2.9H3a2 2 0 1 1 0-4h.1A1.7 1.7 0 0 0 4.6 7l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 2.9-1.2V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
      ),
      color: '#0b1a33',
    },
  ];
}

/** /me: the profile header and the entries whose pages exist. */
export function MePage() {
  const t = meTexts.useT();
  const go = useGo();
  const name = useUserName();
  const s = useSnapshot(session);
  const { server } = useSnapshot(config);
  const user = s.user;
  // NOTE: shop_open_status 0 closes the points mall: its entry goes (points are still earned and shown).
  const mallOpen = server?.shop_open_status !== 0;
  const serviceUid = currentServiceUid(server);
  const shown = entries(serviceUid).filter(
    (e) => hasRoute(e.path.split('?')[0] ?? e.path) && (mallOpen || e.key !== 'mall'),
  );
  // The profile editor and the service chat are the native shell's when it has them.
  const screens = useShellScreens(go);
  const open = (e: Entry) => {
    if (e.key === 'profile') screens.editInfo();
    else if (e.key === 'service') screens.chat(serviceUid);
    else go(e.path);
  };

  return (
    <div className="pane" data-testid="me-page">
      <div className="scroll me">
        <header className="me-header">
          <button type="button" className="me-profile" onClick={screens.editInfo} data-testid="me-profile">
            <span className="me-avatar">
              {user ? (
                <Avatar url={user.headurl} name={name(user)} seed={user.uid} size={64} />
              ) : (
                <UserIcon />
              )}
            </span>
            <span className="me-names">
              <strong data-content data-testid="me-nickname">
                {user ? name(user) : s.isYk && t('guest')}
              </strong>
              <span>{t('id', { id: user?.fid || user?.uid || '-' })}</span>
              <em data-content>{user?.sign || t('noSign')}</em>
            </span>
            <ChevronRightIcon className="me-chevron" />
          </button>
          {s.isYk && (
            <div className="me-login">
              <span>{t('loginHint')}</span>
              <button type="button" onClick={() => emit('showLogin', {})} data-testid="me-login">
                {t('loginRegister')}
              </button>
            </div>
          )}
        </header>
        <WalletEntry />
        {s.isYk && server?.new_ac_ad_img ? (
          <NewcomerAd img={server.new_ac_ad_img} url={server.new_ac_ad_url} />
        ) : null}
        <List className="me-list" mode="card">
          {shown.map((e) => (
            <List.Item
              key={e.key}
              prefix={
                <span className="me-icon" style={{ background: e.color }}>
                  {e.icon}
                </span>
              }
              onClick={() => open(e)}
              data-testid={`me-${e.key}`}
            >
              {t(e.key)}
            </List.Item>
          ))}
        </List>
        {/* h5_foot_str: the operator's line at the foot of the Me page (a licence, a notice). */}
        {server?.h5_foot_str ? (
          <p className="me-foot" data-testid="me-foot" data-content>
            {server.h5_foot_str}
          </p>
        ) : null}
      </div>
    </div>
  );
}
