import { Alert, Avatar, Drawer, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useMe } from '../meContext';
import { useGet } from '../queries';
import { UserDetail, type UserRow } from './UserDetail';

/** Search users by uid, nickname or phone; a row opens the profile beside the list. */
export function UsersPage() {
  const me = useMe();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const found = useGet<{ users: UserRow[] }>(q ? `/users?q=${encodeURIComponent(q)}` : null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>Users</Typography.Title>
      <Input.Search
        placeholder="uid, nickname or phone"
        allowClear
        enterButton="Search"
        style={{ maxWidth: 420 }}
        onSearch={(value) => setQ(value.trim())}
      />
      {found.error && <Alert type="error" title={found.error} />}
      <Table<UserRow>
        rowKey="uid"
        size="small"
        dataSource={q ? (found.data?.users ?? []) : []}
        onRow={(row) => ({ onClick: () => setOpen(row.uid), style: { cursor: 'pointer' } })}
        columns={[
          { title: '', dataIndex: 'headurl', width: 48, render: (src: string) => <Avatar src={src} /> },
          { title: 'uid', dataIndex: 'uid' },
          { title: 'Nickname', dataIndex: 'nickname' },
          { title: 'Phone', dataIndex: 'phone', render: (p: string | null) => p ?? 'guest' },
        ]}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={460} title="Profile">
        {open !== null && <UserDetail uid={open} permissions={me.permissions} />}
      </Drawer>
    </Space>
  );
}
