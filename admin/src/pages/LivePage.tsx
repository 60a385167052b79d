import { Alert, App, Button, Col, Drawer, List, Popconfirm, Row, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';
import { LiveRooms, type Room } from './LiveRooms';
import { LiveMutes, LivePhrases } from './LiveRules';

/** Live: rooms and their stream keys, room messages, the platform-wide mute and forbidden phrases. */
export function LivePage() {
  const [room, setRoom] = useState<Room | null>(null);
  return (
    <>
      <Typography.Title level={4}>Live</Typography.Title>
      <Tabs
        items={[
          { key: 'rooms', label: 'Rooms', children: <LiveRooms onMessages={setRoom} /> },
          {
            key: 'rules',
            label: 'Mutes and phrases',
            children: (
              <Row gutter={16}>
                <Col span={14}>
                  <LiveMutes />
                </Col>
                <Col span={10}>
                  <LivePhrases />
                </Col>
              </Row>
            ),
          },
        ]}
      />
      <Drawer
        open={room !== null}
        onClose={() => setRoom(null)}
        size={520}
        title={`Messages of room ${room?.room_id ?? ''}`}
      >
        {room && <RoomMessages roomId={room.room_id} />}
      </Drawer>
    </>
  );
}

function RoomMessages({ roomId }: { roomId: number }) {
  const { data, error, reload } = useGet<{
    messages: { chatmsgno: number; uid: number; nickname: string; text: string; at: number }[];
  }>(`/live/rooms/${roomId}/messages`);
  const { message } = App.useApp();
  const remove = async (no: number) => {
    try {
      await api('POST', `/live/rooms/${roomId}/messages/${no}/delete`);
      message.success('Message deleted');
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  if (error) return <Alert type="error" title={error} />;
  return (
    <List
      dataSource={(data?.messages ?? []).slice().reverse()}
      renderItem={(m) => (
        <List.Item
          actions={[
            <Popconfirm
              key="delete"
              title="Delete this message for everyone?"
              onConfirm={() => void remove(m.chatmsgno)}
            >
              <Button size="small" danger>
                Delete
              </Button>
            </Popconfirm>,
          ]}
        >
          <Space orientation="vertical" size={0}>
            <Typography.Text type="secondary">
              {m.nickname} ({m.uid}) · {new Date(m.at).toLocaleTimeString()}
            </Typography.Text>
            <Typography.Text>{m.text}</Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
