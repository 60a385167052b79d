import { Alert, App, Button, Card, Form, Input, InputNumber, List, Space, Table, Tag } from 'antd';
import { api } from '../api';
import { useGet } from '../queries';

function useAct(reload: () => void) {
  const { message } = App.useApp();
  return async (path: string, body: unknown, done: string) => {
    try {
      await api('POST', path, body);
      message.success(done);
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
}

/** Users muted in every room: mute by uid, unmute from the list. */
export function LiveMutes() {
  const { data, error, reload } = useGet<{ mutes: { uid: number; nickname: string; created_at: number }[] }>(
    '/live/mutes',
  );
  const act = useAct(reload);
  return (
    <Card size="small" title="Muted in every room">
      {error && <Alert type="error" title={error} />}
      <Form
        layout="inline"
        onFinish={(v: { uid: number }) =>
          void act('/live/mutes', { uid: v.uid, muted: true }, `${v.uid} muted`)
        }
      >
        <Form.Item name="uid" rules={[{ required: true, message: 'uid' }]}>
          <InputNumber min={1} placeholder="uid" />
        </Form.Item>
        <Button htmlType="submit">Mute in all rooms</Button>
      </Form>
      <Table
        rowKey="uid"
        size="small"
        pagination={false}
        dataSource={data?.mutes ?? []}
        columns={[
          { title: 'uid', dataIndex: 'uid' },
          { title: 'Nickname', dataIndex: 'nickname' },
          { title: 'Since', dataIndex: 'created_at', render: (t: number) => new Date(t).toLocaleString() },
          {
            title: '',
            render: (_, m) => (
              <Button
                size="small"
                onClick={() => void act('/live/mutes', { uid: m.uid, muted: false }, `${m.uid} unmuted`)}
              >
                Unmute
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The forbidden phrases every room and private chat refuses. */
export function LivePhrases() {
  const { data, error, reload } = useGet<{ phrases: { phrase: string }[] }>('/live/phrases');
  const act = useAct(reload);
  return (
    <Card size="small" title="Forbidden phrases">
      {error && <Alert type="error" title={error} />}
      <Form
        layout="inline"
        onFinish={(v: { phrase: string }) => void act('/live/phrases', { phrase: v.phrase }, 'Phrase added')}
      >
        <Form.Item name="phrase" rules={[{ required: true, max: 100, message: '1-100 characters' }]}>
          <Input placeholder="phrase" />
        </Form.Item>
        <Button htmlType="submit">Forbid</Button>
      </Form>
      <List
        dataSource={data?.phrases ?? []}
        renderItem={(p) => (
          <List.Item>
            <Space>
              <Tag>{p.phrase}</Tag>
              <Button
                size="small"
                onClick={() =>
                  void act('/live/phrases', { phrase: p.phrase, forbidden: false }, 'Phrase removed')
                }
              >
                Remove
              </Button>
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
