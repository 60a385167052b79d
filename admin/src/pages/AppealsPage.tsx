import { Alert, App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { api } from '../api';
import { useGet } from '../queries';

interface Appeal {
  orderid: string;
  buyer: number;
  seller: number;
  buyerName: string;
  sellerName: string;
  ordervalue: number;
  cointype: number;
  appealedAt: number;
}

/** Orders in appeal: release the coins to the buyer, or cancel the order (coins back to the seller's side). */
export function AppealsPage() {
  const { data, error, reload } = useGet<{ orders: Appeal[] }>('/appeals');
  const { message } = App.useApp();
  const resolve = async (orderid: string, outcome: 'release' | 'cancel') => {
    try {
      await api('POST', `/appeals/${encodeURIComponent(orderid)}`, { outcome });
      message.success(`Order ${orderid}: ${outcome === 'release' ? 'released' : 'cancelled'}`);
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>Market appeals</Typography.Title>
      {error && <Alert type="error" title={error} />}
      <Table<Appeal>
        rowKey="orderid"
        size="small"
        pagination={false}
        dataSource={data?.orders ?? []}
        columns={[
          { title: 'Order', dataIndex: 'orderid' },
          { title: 'Buyer', render: (_, o) => `${o.buyerName} (${o.buyer})` },
          { title: 'Seller', render: (_, o) => `${o.sellerName} (${o.seller})` },
          { title: 'Value', dataIndex: 'ordervalue', render: (v: number) => (v / 100).toFixed(2) },
          { title: 'Appealed', dataIndex: 'appealedAt', render: (t: number) => new Date(t).toLocaleString() },
          {
            title: '',
            render: (_, o) => (
              <Space>
                <Popconfirm
                  title="Release the coins to the buyer?"
                  onConfirm={() => void resolve(o.orderid, 'release')}
                >
                  <Button type="primary" size="small">
                    Release
                  </Button>
                </Popconfirm>
                <Popconfirm title="Cancel the order?" onConfirm={() => void resolve(o.orderid, 'cancel')}>
                  <Button danger size="small">
                    Cancel order
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
