import { Alert, App, Button, Popconfirm, Table, Tabs, Typography } from 'antd';
import { api } from '../api';
import { useGet } from '../queries';
import { ContentKindTable, type KindSpec } from './ContentKindTable';

interface Comment {
  id: number;
  news_id: number;
  title: string;
  uid: number;
  nickname: string;
  content: string;
  created_at: number;
}

/** Content the app shows: one tab per kind, and the news comments to moderate. Home tabs are in Settings. */
export function ContentPage() {
  const { data, error } = useGet<{ kinds: KindSpec[] }>('/content');
  return (
    <>
      <Typography.Title level={4}>Content</Typography.Title>
      {error && <Alert type="error" title={error} />}
      {data && (
        <Tabs
          items={[
            ...data.kinds.map((kind) => ({
              key: kind.name,
              label: kind.label,
              children: <ContentKindTable kind={kind} />,
            })),
            { key: 'comments', label: 'News comments', children: <Comments /> },
          ]}
        />
      )}
    </>
  );
}

function Comments() {
  const { data, error, reload } = useGet<{ comments: Comment[] }>('/comments');
  const { message } = App.useApp();
  const remove = async (id: number) => {
    try {
      await api('DELETE', `/comments/${id}`);
      message.success('Comment deleted');
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <>
      {error && <Alert type="error" title={error} />}
      <Table<Comment>
        rowKey="id"
        size="small"
        dataSource={data?.comments ?? []}
        columns={[
          { title: 'News', dataIndex: 'title' },
          { title: 'User', render: (_, c) => `${c.nickname} (${c.uid})` },
          { title: 'Comment', dataIndex: 'content' },
          { title: 'When', dataIndex: 'created_at', render: (t: number) => new Date(t).toLocaleString() },
          {
            title: '',
            render: (_, c) => (
              <Popconfirm title="Delete this comment?" onConfirm={() => void remove(c.id)}>
                <Button size="small" danger>
                  Delete
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );
}
