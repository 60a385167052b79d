import { Avatar, Badge, Card, Col, Empty, List, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useGet } from '../queries';
import { CsChat } from './CsChat';

interface Waiting {
  uid: number;
  nickname: string;
  headurl: string;
  since: number;
}

interface Queue {
  service: number;
  waiting: Waiting[];
}

/** How often the seat re-reads the queue. */
const QUEUE_POLL_MS = 5000;

/**
 * The customer-service seat: the chats waiting on the day and night service accounts; one opens
 * beside the queue with the user's profile, and an answer goes out as the service account.
 */
export function CsSeatPage() {
  const queue = useGet<{ queues: Queue[] }>('/cs/queue', { refetchInterval: QUEUE_POLL_MS });
  const [open, setOpen] = useState<{ service: number; uid: number } | null>(null);

  return (
    <Row gutter={16} data-testid="cs-seat">
      <Col span={6}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {(queue.data?.queues ?? []).map((q, i) => (
            <Card key={q.service} size="small" title={`${i === 0 ? 'Day' : 'Night'} service · ${q.service}`}>
              {q.waiting.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nobody waiting" />
              ) : (
                <List
                  dataSource={q.waiting}
                  renderItem={(w) => (
                    <List.Item
                      data-testid="cs-waiting"
                      style={{ cursor: 'pointer' }}
                      onClick={() => setOpen({ service: q.service, uid: w.uid })}
                    >
                      <List.Item.Meta
                        avatar={<Avatar src={w.headurl} />}
                        title={w.nickname}
                        description={`uid ${w.uid} · waiting since ${new Date(w.since).toLocaleTimeString()}`}
                      />
                      <Badge status="processing" />
                    </List.Item>
                  )}
                />
              )}
            </Card>
          ))}
        </Space>
      </Col>
      <Col span={18}>
        {open ? (
          <CsChat
            key={`${open.service}-${open.uid}`}
            service={open.service}
            uid={open.uid}
            onAnswered={queue.reload}
          />
        ) : (
          <Typography.Text type="secondary">Open a waiting chat from the queue.</Typography.Text>
        )}
      </Col>
    </Row>
  );
}
