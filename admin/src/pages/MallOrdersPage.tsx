import { Alert, App, Button, Input, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { MALL_TRACKING_MAX } from '../../../protocol/mainApiAccount';
import { api } from '../api';
import { useGet } from '../queries';

interface OrderToShip {
  id: number;
  orderid: string;
  uid: number;
  nickname: string;
  item: string;
  num: number;
  cost: number;
  shipName: string;
  shipPhone: string;
  shipAddress: string;
  createdAt: number;
}

/**
 * Points-mall orders waiting to ship, oldest first: staff send the goods to the address shown and
 * mark the order shipped; the user then sees it shipped in the app and confirms receipt there.
 */
export function MallOrdersPage() {
  const { data, error, reload } = useGet<{ pending: OrderToShip[] }>('/mall-orders');
  const { message } = App.useApp();
  // The tracking note typed for each order (carrier and number), sent with the shipment.
  const [notes, setNotes] = useState<Record<number, string>>({});
  const ship = async (o: OrderToShip) => {
    try {
      await api('POST', `/mall-orders/${o.id}/ship`, { tracking: notes[o.id] ?? '' });
      message.success(`Order ${o.orderid} shipped`);
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
    reload();
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>Mall orders to ship</Typography.Title>
      <Typography.Paragraph type="secondary">
        Points-mall exchanges waiting for delivery. Ship the goods to the address shown, then give the carrier
        and tracking number and mark the order shipped: the user reads the note in the app's order. Every
        shipment is in the audit log.
      </Typography.Paragraph>
      {error && <Alert type="error" title={error} />}
      <Table<OrderToShip>
        rowKey="id"
        size="small"
        pagination={false}
        data-testid="mall-orders-pending"
        dataSource={data?.pending ?? []}
        columns={[
          { title: 'Order', dataIndex: 'orderid' },
          { title: 'User', render: (_, o) => `${o.nickname} (${o.uid})` },
          { title: 'Item', render: (_, o) => `${o.item} × ${o.num}` },
          { title: 'Deliver to', render: (_, o) => `${o.shipName} · ${o.shipPhone} · ${o.shipAddress}` },
          { title: 'Ordered', dataIndex: 'createdAt', render: (t: number) => new Date(t).toLocaleString() },
          {
            title: 'Tracking note',
            render: (_, o) => (
              <Input
                size="small"
                placeholder="Carrier and tracking number"
                maxLength={MALL_TRACKING_MAX}
                value={notes[o.id] ?? ''}
                onChange={(e) => setNotes((n) => ({ ...n, [o.id]: e.target.value }))}
                data-testid={`mall-tracking-${o.id}`}
              />
            ),
          },
          {
            title: '',
            render: (_, o) => (
              <Popconfirm
                title={`Mark ${o.orderid} shipped to ${o.shipName}?`}
                okText="Shipped"
                onConfirm={() => ship(o)}
              >
                <Button type="primary" size="small" disabled={!(notes[o.id] ?? '').trim()}>
                  Ship
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Space>
  );
}
