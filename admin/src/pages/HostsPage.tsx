import { Alert, App, Button, Image, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';

interface Application {
  id: number;
  uid: number;
  nickname: string;
  phone: string | null;
  room_title: string;
  category: string;
  room_cover: string;
  intro: string;
  status: 'pending' | 'approved' | 'refused';
  reason: string;
  decided_by: string;
  room_id: number;
  created_at: number;
  decided_at: number;
}

/**
 * Host applications (issue 45): a moderator approves one (the user becomes a host with a room of
 * their own) or refuses it with a reason the user is shown. Either way the user gets a notice;
 * every decision is in the audit log. The setting host_auto_approve approves without this page.
 */
export function HostsPage() {
  const { data, error, reload } = useGet<{ pending: Application[]; decided: Application[] }>(
    '/hosts/applications',
  );
  const { message } = App.useApp();
  const [refusing, setRefusing] = useState<Application | null>(null);
  const [reason, setReason] = useState('');
  const decide = async (app: Application, outcome: 'approve' | 'refuse') => {
    try {
      await api(
        'POST',
        `/hosts/applications/${app.id}`,
        outcome === 'refuse' ? { outcome, reason } : { outcome },
      );
      message.success(`${app.nickname} (${app.uid}): ${outcome === 'approve' ? 'approved' : 'refused'}`);
      setRefusing(null);
      setReason('');
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  const user = (a: Application) => `${a.nickname} (${a.uid})${a.phone ? ` · ${a.phone}` : ''}`;
  const cover = (url: string) => (url ? <Image src={url} width={96} alt="cover" /> : null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>Host applications</Typography.Title>
      {error && <Alert type="error" title={error} />}
      <Table<Application>
        rowKey="id"
        size="small"
        pagination={false}
        data-testid="hosts-pending"
        dataSource={data?.pending ?? []}
        columns={[
          { title: 'User', render: (_, a) => user(a) },
          { title: 'Room title', dataIndex: 'room_title' },
          { title: 'Category', dataIndex: 'category' },
          { title: 'Cover', render: (_, a) => cover(a.room_cover) },
          { title: 'About', dataIndex: 'intro' },
          { title: 'Asked', dataIndex: 'created_at', render: (t: number) => new Date(t).toLocaleString() },
          {
            title: '',
            render: (_, a) => (
              <Space>
                <Button type="primary" size="small" onClick={() => void decide(a, 'approve')}>
                  Approve
                </Button>
                <Button danger size="small" onClick={() => setRefusing(a)}>
                  Refuse
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={5}>Decided</Typography.Title>
      <Table<Application>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data?.decided ?? []}
        columns={[
          { title: 'User', render: (_, a) => user(a) },
          { title: 'Room title', dataIndex: 'room_title' },
          {
            title: 'Status',
            render: (_, a) => <Tag color={a.status === 'approved' ? 'green' : 'red'}>{a.status}</Tag>,
          },
          {
            title: 'Room or reason',
            render: (_, a) => (a.status === 'approved' ? `room ${a.room_id}` : a.reason),
          },
          { title: 'By', dataIndex: 'decided_by' },
          {
            title: 'At',
            dataIndex: 'decided_at',
            render: (t: number) => (t ? new Date(t).toLocaleString() : ''),
          },
        ]}
      />
      <Modal
        open={refusing !== null}
        title={`Refuse the application of ${refusing ? user(refusing) : ''}`}
        okText="Refuse"
        okButtonProps={{ danger: true, disabled: reason.trim().length < 2 }}
        onOk={() => refusing && void decide(refusing, 'refuse')}
        onCancel={() => {
          setRefusing(null);
          setReason('');
        }}
      >
        <Input
          aria-label="Reason"
          placeholder="Why it is refused (the user is shown this)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Space>
  );
}
