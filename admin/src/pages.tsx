import type { ReactNode } from 'react';
import type { Permission } from './api';
import { AuditPage } from './pages/AuditPage';
import { MoneyLogPage } from './pages/MoneyLogPage';
import { SettingsPage } from './pages/SettingsPage';
import { StaffPage } from './pages/StaffPage';
import { UsersPage } from './pages/UsersPage';

/** The console's pages: the menu shows those the role's permissions allow; the server enforces. */
export const PAGES: readonly { path: string; label: string; permission: Permission; element: ReactNode }[] = [
  { path: '/settings', label: 'Settings', permission: 'settings.write', element: <SettingsPage /> },
  { path: '/users', label: 'Users', permission: 'users.read', element: <UsersPage /> },
  { path: '/money-log', label: 'Money log', permission: 'wallets.read', element: <MoneyLogPage /> },
  { path: '/audit', label: 'Audit log', permission: 'audit.read', element: <AuditPage /> },
  { path: '/staff', label: 'Staff', permission: 'staff.manage', element: <StaffPage /> },
];
