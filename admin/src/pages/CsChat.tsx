import { Alert, App, Avatar, Button, Card, Col, Descriptions, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';

interface ChatView {
  service: number;
  user: {
    uid: number;
    fid: string;
    phone: string | null;
    zone: string;
    nickname: string;
    headurl: string;
    viplevel: number;
    created_at: number;
    lastlogout_at: number;
  };
  messages: { chatmsgno: number; uid: number; text: string; at: number }[];
}

/** One waiting chat: the messages, the answer box, and the user's profile beside them. */
export function CsChat({
  service,
  uid,
  onAnswered,
}: {
  service: number;
  uid: number;
  onAnswered: () => void;
}) {
  const { data, error, reload } = useGet<ChatView>(`/cs/chats/${service}/${uid}`);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const { message } = App.useApp();

  const send = async () => {
    setBusy(true);
    try {
      await api('POST', `/cs/chats/${service}/${uid}/reply`, { text });
      setText('');
      reload();
      onAnswered();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (error) return <Alert type="error" title={error} />;
  if (!data) return null;
  const { user } = data;
  return (
    <Row gutter={16}>
      <Col span={15}>
        <Card size="small" title={`Chat with ${user.nickname} as ${service}`} data-testid="cs-chat">
          <div style={{ height: 420, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8 }}>
            {data.messages.map((m) => (
              <div
                key={m.chatmsgno}
                style={{ alignSelf: m.uid === service ? 'flex-end' : 'flex-start', maxWidth: '75%' }}
              >
                <div
                  style={{
                    background: m.uid === service ? '#dbeafe' : '#f1f5f9',
                    borderRadius: 8,
                    padding: '6px 10px',
                    whiteSpace: 'pre-wrap',
                  }}
                >
                  {m.text}
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {new Date(m.at).toLocaleTimeString()}
                </Typography.Text>
              </div>
            ))}
          </div>
          <Space.Compact style={{ width: '100%', marginTop: 12 }}>
            <Input.TextArea
              data-testid="cs-answer"
              autoSize={{ minRows: 1, maxRows: 4 }}
              value={text}
              maxLength={1000}
              onChange={(e) => setText(e.target.value)}
              placeholder="Answer as the service account"
            />
            <Button type="primary" loading={busy} disabled={text.trim() === ''} onClick={() => void send()}>
              Send
            </Button>
          </Space.Compact>
        </Card>
      </Col>
      <Col span={9}>
        <Card size="small" title="User" data-testid="cs-profile">
          <Space style={{ marginBottom: 12 }}>
            <Avatar src={user.headurl} size={48} />
            <Typography.Text strong>{user.nickname}</Typography.Text>
          </Space>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="uid">{user.uid}</Descriptions.Item>
            <Descriptions.Item label="fid">{user.fid}</Descriptions.Item>
            <Descriptions.Item label="Phone">
              {user.phone ? `+${user.zone} ${user.phone}` : 'guest'}
            </Descriptions.Item>
            <Descriptions.Item label="VIP">{user.viplevel}</Descriptions.Item>
            <Descriptions.Item label="Joined">
              {new Date(user.created_at).toLocaleDateString()}
            </Descriptions.Item>
            <Descriptions.Item label="Last seen">
              {new Date(user.lastlogout_at).toLocaleString()}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
    </Row>
  );
}
