import { TabBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ChatIcon, FriendsIcon, HomeIcon, TrophyIcon, UserIcon } from '../components';
import { commonTexts } from '../i18n/common';
import { useGo } from './navigation';
import { badgeText, TAB_PATHS, type TabKey } from './tabs';

const ICONS: Readonly<Record<TabKey, ReactNode>> = {
  home: <HomeIcon />,
  match: <TrophyIcon />,
  message: <ChatIcon />,
  friend: <FriendsIcon />,
  me: <UserIcon />,
};

const LABELS = {
  home: 'tabHome',
  match: 'tabMatch',
  message: 'tabMessage',
  friend: 'tabFriend',
  me: 'tabMe',
} as const;

export interface TabCounts {
  /** Unread messages (Message tab badge). */
  unread: number;
  /** Pending friend requests (Friend tab badge). */
  applies: number;
}

export function AppTabBar({ tabs, active, counts }: { tabs: TabKey[]; active: TabKey; counts: TabCounts }) {
  const t = commonTexts.useT();
  const go = useGo();
  const badge = (key: TabKey) =>
    key === 'message' ? badgeText(counts.unread) : key === 'friend' ? badgeText(counts.applies) : undefined;
  return (
    <div className="app-tabbar" data-testid="tab-bar">
      <TabBar activeKey={active} onChange={(key) => go(TAB_PATHS[key as TabKey], { replace: true })}>
        {tabs.map((key) => (
          <TabBar.Item key={key} icon={ICONS[key]} title={t(LABELS[key])} badge={badge(key)} />
        ))}
      </TabBar>
    </div>
  );
}
