import {
  Alert,
  App,
  Button,
  Form,
  Image,
  Input,
  InputNumber,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';

export interface Room {
  room_id: number;
  uid: number;
  nickname: string;
  room_title: string;
  room_cover: string;
  type_id: number;
  live_type: number;
  is_live: number;
  heat: number;
  key_created_at: number | null;
}

type Edit = Pick<Room, 'room_title' | 'room_cover' | 'live_type' | 'type_id'>;

/** Live rooms: edit title, cover and types; make a new stream key (shown once). */
export function LiveRooms({ onMessages }: { onMessages: (room: Room) => void }) {
  const { data, error, reload } = useGet<{ rooms: Room[] }>('/live/rooms');
  const [editing, setEditing] = useState<Room | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Edit>();

  const save = async (edit: Edit) => {
    if (!editing) return;
    try {
      await api('PUT', `/live/rooms/${editing.room_id}`, edit);
      message.success('Room saved');
      setEditing(null);
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  const rotate = (room: Room) =>
    modal.confirm({
      title: `New stream key for room ${room.room_id}?`,
      content: 'The current key stops working at once: the host must use the new one.',
      onOk: async () => {
        const answer = await api<{ streamKey: string }>('POST', `/live/rooms/${room.room_id}/stream-key`);
        setKey(answer.streamKey);
        reload();
      },
    });

  const revoke = (room: Room) =>
    modal.confirm({
      title: `Revoke the stream key of room ${room.room_id}?`,
      content:
        'The key stops working at once and a stream pushed with it is cut off; the room has no key until a new one is made.',
      okButtonProps: { danger: true },
      okText: 'Revoke',
      onOk: async () => {
        try {
          await api('DELETE', `/live/rooms/${room.room_id}/stream-key`);
          message.success(`Stream key of room ${room.room_id} revoked`);
          reload();
        } catch (e) {
          message.error(e instanceof Error ? e.message : String(e));
        }
      },
    });

  return (
    <>
      {error && <Alert type="error" title={error} />}
      <Table<Room>
        rowKey="room_id"
        size="small"
        pagination={false}
        dataSource={data?.rooms ?? []}
        columns={[
          {
            title: 'Cover',
            dataIndex: 'room_cover',
            width: 90,
            render: (src: string) => <Image src={src} width={72} />,
          },
          { title: 'Room', dataIndex: 'room_id' },
          { title: 'Host', render: (_, r) => `${r.nickname} (${r.uid})` },
          { title: 'Title', dataIndex: 'room_title' },
          { title: 'Live type', dataIndex: 'live_type' },
          { title: 'Sport', dataIndex: 'type_id' },
          {
            title: 'Live',
            dataIndex: 'is_live',
            render: (v: number) => (v ? <Tag color="red">live</Tag> : <Tag>off</Tag>),
          },
          {
            title: 'Stream key',
            dataIndex: 'key_created_at',
            render: (t: number | null) => (t ? `since ${new Date(t).toLocaleDateString()}` : 'none'),
          },
          {
            title: '',
            render: (_, r) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => {
                    setEditing(r);
                    form.setFieldsValue(r);
                  }}
                >
                  Edit
                </Button>
                <Button size="small" onClick={() => rotate(r)}>
                  New key
                </Button>
                {r.key_created_at !== null && (
                  <Button size="small" danger onClick={() => revoke(r)}>
                    Revoke key
                  </Button>
                )}
                <Button size="small" onClick={() => onMessages(r)}>
                  Messages
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={`Room ${editing?.room_id ?? ''}`}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
      >
        <Form form={form} layout="vertical" onFinish={save}>
          <Form.Item name="room_title" label="Title" rules={[{ required: true, max: 60 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="room_cover" label="Cover (URL or /path)" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => <Image src={form.getFieldValue('room_cover')} height={80} />}
          </Form.Item>
          <Space>
            <Form.Item
              name="live_type"
              label="Live type (1 talk, 2 sound, 4 replay)"
              rules={[{ required: true }]}
            >
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item name="type_id" label="Sport (1 football, 2 basketball)" rules={[{ required: true }]}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
      <Modal open={key !== null} title="New stream key" footer={null} onCancel={() => setKey(null)}>
        <Typography.Paragraph>Give it to the host now: it is not shown again.</Typography.Paragraph>
        <Typography.Text code copyable>
          {key}
        </Typography.Text>
      </Modal>
    </>
  );
}
