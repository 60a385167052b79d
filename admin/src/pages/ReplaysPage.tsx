import { Alert, App, Button, Image, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { api } from '../api';
import { useGet } from '../queries';

interface Replay {
  id: number;
  uid: number;
  nickname: string | null;
  room_id: number;
  title: string;
  cover: string;
  video_url: string;
  bytes: number;
  duration_ms: number;
  started_at: number;
  hidden: boolean;
}

const minutes = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Replays (issue 45): every recorded broadcast kept. A moderator hides one (the app lists it
 * nowhere and its page is gone) or shows it again, or deletes it with its files. Each change is in
 * the audit log. The recording budget (REPLAY_BUDGET_MB) deletes the oldest on its own.
 */
export function ReplaysPage() {
  const { data, error, reload } = useGet<{ replays: Replay[] }>('/replays');
  const { message } = App.useApp();
  const act = async (replay: Replay, what: 'hide' | 'show' | 'delete') => {
    try {
      if (what === 'delete') await api('DELETE', `/replays/${replay.id}`);
      else await api('POST', `/replays/${replay.id}/hidden`, { hidden: what === 'hide' });
      message.success(
        `${replay.title}: ${what === 'delete' ? 'deleted' : what === 'hide' ? 'hidden' : 'shown'}`,
      );
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>Replays</Typography.Title>
      {error && <Alert type="error" title={error} />}
      <Table<Replay>
        rowKey="id"
        size="small"
        pagination={{ pageSize: 20 }}
        data-testid="replays-table"
        dataSource={data?.replays ?? []}
        columns={[
          {
            title: 'Cover',
            render: (_, r) => (r.cover ? <Image src={r.cover} width={96} alt="cover" /> : null),
          },
          {
            title: 'Title',
            render: (_, r) => (
              <a href={r.video_url} target="_blank" rel="noreferrer">
                {r.title}
              </a>
            ),
          },
          { title: 'Host', render: (_, r) => `${r.nickname ?? ''} (${r.uid}) · room ${r.room_id}` },
          { title: 'Duration', render: (_, r) => minutes(r.duration_ms) },
          { title: 'Size', render: (_, r) => `${(r.bytes / 1_048_576).toFixed(1)} MB` },
          { title: 'Date', render: (_, r) => new Date(r.started_at).toLocaleString() },
          {
            title: 'Shown',
            render: (_, r) => (r.hidden ? <Tag color="red">hidden</Tag> : <Tag color="green">listed</Tag>),
          },
          {
            title: '',
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => void act(r, r.hidden ? 'show' : 'hide')}>
                  {r.hidden ? 'Show' : 'Hide'}
                </Button>
                <Popconfirm
                  title="Delete this replay and its files?"
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void act(r, 'delete')}
                >
                  <Button danger size="small">
                    Delete
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
