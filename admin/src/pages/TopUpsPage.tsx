import { Alert, App, Button, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';

const COINS = ['CNY', 'USD', 'BUK', 'MYR', 'PHP', 'TWD'];
const STATUS = { 1: 'pending', 2: 'credited', 3: 'refused' } as Record<number, string>;

interface TopUp {
  orderid: string;
  uid: number;
  nickname: string;
  phone: string | null;
  cointype: number;
  amount: number;
  provider: string;
  status: number;
  reference: string;
  reason: string;
  decidedBy: string;
  createdAt: number;
  doneAt: number | null;
}

type Deciding = { order: TopUp; outcome: 'confirm' | 'refuse' };

const money = (o: TopUp) => `${(o.amount / 100).toFixed(2)} ${COINS[o.cointype] ?? o.cointype}`;

/**
 * Top-ups waiting for a payment (the manual pay provider): finance checks the payment received and
 * confirms the order with the payer's reference (the coins are credited then), or refuses it with a
 * reason the user is shown. Recently decided ones are listed below.
 */
export function TopUpsPage() {
  const { data, error, reload } = useGet<{ pending: TopUp[]; decided: TopUp[] }>('/top-ups');
  const { message } = App.useApp();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [text, setText] = useState('');
  const decide = async () => {
    if (!deciding) return;
    const { order, outcome } = deciding;
    try {
      await api('POST', `/top-ups/${encodeURIComponent(order.orderid)}`, {
        outcome,
        ...(outcome === 'confirm' ? { reference: text } : { reason: text }),
      });
      message.success(`Top-up ${order.orderid}: ${outcome === 'confirm' ? 'credited' : 'refused'}`);
      setDeciding(null);
      setText('');
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  const user = (o: TopUp) => `${o.nickname} (${o.uid})${o.phone ? ` · ${o.phone}` : ''}`;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>Top-ups</Typography.Title>
      <Typography.Paragraph type="secondary">
        Confirm a top-up only once its payment has arrived, with the payer's reference (bank transfer number,
        payer name and time). Confirming credits the coins; every decision is in the audit log.
      </Typography.Paragraph>
      {error && <Alert type="error" title={error} />}
      <Table<TopUp>
        rowKey="orderid"
        size="small"
        pagination={false}
        data-testid="top-ups-pending"
        dataSource={data?.pending ?? []}
        columns={[
          { title: 'Order', dataIndex: 'orderid' },
          { title: 'User', render: (_, o) => user(o) },
          { title: 'Amount', render: (_, o) => money(o) },
          { title: 'Asked', dataIndex: 'createdAt', render: (t: number) => new Date(t).toLocaleString() },
          {
            title: '',
            render: (_, o) => (
              <Space>
                <Button
                  type="primary"
                  size="small"
                  onClick={() => setDeciding({ order: o, outcome: 'confirm' })}
                >
                  Confirm payment
                </Button>
                <Button danger size="small" onClick={() => setDeciding({ order: o, outcome: 'refuse' })}>
                  Refuse
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={5}>Decided</Typography.Title>
      <Table<TopUp>
        rowKey="orderid"
        size="small"
        pagination={false}
        dataSource={data?.decided ?? []}
        columns={[
          { title: 'Order', dataIndex: 'orderid' },
          { title: 'User', render: (_, o) => user(o) },
          { title: 'Amount', render: (_, o) => money(o) },
          {
            title: 'Status',
            render: (_, o) => <Tag color={o.status === 2 ? 'green' : 'red'}>{STATUS[o.status]}</Tag>,
          },
          { title: 'Reference or reason', render: (_, o) => o.reference || o.reason },
          { title: 'By', dataIndex: 'decidedBy' },
          {
            title: 'At',
            dataIndex: 'doneAt',
            render: (t: number | null) => (t ? new Date(t).toLocaleString() : ''),
          },
        ]}
      />
      <Modal
        open={deciding !== null}
        title={
          deciding?.outcome === 'confirm'
            ? `Confirm ${deciding ? money(deciding.order) : ''} received for ${deciding?.order.orderid}`
            : `Refuse top-up ${deciding?.order.orderid}`
        }
        okText={deciding?.outcome === 'confirm' ? 'Credit the coins' : 'Refuse'}
        okButtonProps={{ danger: deciding?.outcome === 'refuse', disabled: text.trim().length < 3 }}
        onOk={() => void decide()}
        onCancel={() => {
          setDeciding(null);
          setText('');
        }}
      >
        <Input
          aria-label={deciding?.outcome === 'confirm' ? "Payer's reference" : 'Reason'}
          placeholder={
            deciding?.outcome === 'confirm'
              ? "The payer's reference (e.g. the bank transfer number)"
              : 'Why it is refused'
          }
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Modal>
    </Space>
  );
}
