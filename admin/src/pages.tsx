import type { ReactNode } from 'react';
import type { Permission } from './api';
import { AppealsPage } from './pages/AppealsPage';
import { AuditPage } from './pages/AuditPage';
import { ContentPage } from './pages/ContentPage';
import { CsSeatPage } from './pages/CsSeatPage';
import { ExchangeRatesPage } from './pages/ExchangeRatesPage';
import { HostsPage } from './pages/HostsPage';
import { LivePage } from './pages/LivePage';
import { MallOrdersPage } from './pages/MallOrdersPage';
import { MoneyLogPage } from './pages/MoneyLogPage';
import { MoneySettingsPage } from './pages/MoneySettingsPage';
import { ReplaysPage } from './pages/ReplaysPage';
import { SettingsPage } from './pages/SettingsPage';
import { StaffPage } from './pages/StaffPage';
import { StatsPage } from './pages/StatsPage';
import { TopUpsPage } from './pages/TopUpsPage';
import { UsersPage } from './pages/UsersPage';

/** The console's pages: the menu shows those the role's permissions allow; the server enforces. */
export const PAGES: readonly { path: string; label: string; permission: Permission; element: ReactNode }[] = [
  { path: '/settings', label: 'Settings', permission: 'settings.write', element: <SettingsPage /> },
  { path: '/content', label: 'Content', permission: 'content.write', element: <ContentPage /> },
  { path: '/users', label: 'Users', permission: 'users.read', element: <UsersPage /> },
  { path: '/money-log', label: 'Money log', permission: 'wallets.read', element: <MoneyLogPage /> },
  {
    path: '/money-settings',
    label: 'Platform money',
    permission: 'settings.money',
    element: <MoneySettingsPage />,
  },
  {
    path: '/rates',
    label: 'Exchange rates',
    permission: 'settings.money',
    element: <ExchangeRatesPage />,
  },
  { path: '/live', label: 'Live', permission: 'live.manage', element: <LivePage /> },
  { path: '/hosts', label: 'Host applications', permission: 'live.manage', element: <HostsPage /> },
  { path: '/replays', label: 'Replays', permission: 'live.manage', element: <ReplaysPage /> },
  { path: '/cs', label: 'Service seat', permission: 'cs.seat', element: <CsSeatPage /> },
  { path: '/top-ups', label: 'Top-ups', permission: 'payments.confirm', element: <TopUpsPage /> },
  { path: '/mall-orders', label: 'Mall orders', permission: 'mall.ship', element: <MallOrdersPage /> },
  { path: '/appeals', label: 'Market appeals', permission: 'market.appeals', element: <AppealsPage /> },
  { path: '/stats', label: 'Statistics', permission: 'stats.read', element: <StatsPage /> },
  { path: '/audit', label: 'Audit log', permission: 'audit.read', element: <AuditPage /> },
  { path: '/staff', label: 'Staff', permission: 'staff.manage', element: <StaffPage /> },
];
