import { Alert, Form, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useGet } from '../queries';

interface MoneyRow {
  id: number;
  uid: number;
  otheruid: number;
  moneytype: number;
  amount: number;
  remarks: string;
  orderid: string;
  cointype: number;
  ptime: number;
}

/** Every wallet change (the money log), newest first, by user and type. */
export function MoneyLogPage() {
  const [filter, setFilter] = useState<{ uid?: number | null; moneytype?: number }>({});
  const query = new URLSearchParams();
  if (filter.uid) query.set('uid', String(filter.uid));
  if (filter.moneytype !== undefined) query.set('moneytype', String(filter.moneytype));
  const { data, error } = useGet<{ rows: MoneyRow[]; types: Record<string, number> }>(`/money-log?${query}`);
  const typeName = (t: number) =>
    Object.entries(data?.types ?? {}).find(([, v]) => v === t)?.[0] ?? String(t);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>Money log</Typography.Title>
      <Form layout="inline" onValuesChange={(_, all) => setFilter(all)}>
        <Form.Item name="uid" label="uid">
          <InputNumber min={1} />
        </Form.Item>
        <Form.Item name="moneytype" label="Type">
          <Select
            allowClear
            style={{ width: 220 }}
            options={Object.entries(data?.types ?? {}).map(([label, value]) => ({ label, value }))}
          />
        </Form.Item>
      </Form>
      {error && <Alert type="error" title={error} />}
      <Table<MoneyRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data?.rows ?? []}
        columns={[
          { title: 'When', dataIndex: 'ptime', render: (t: number) => new Date(t).toLocaleString() },
          { title: 'uid', dataIndex: 'uid' },
          { title: 'Type', dataIndex: 'moneytype', render: typeName },
          { title: 'Amount', dataIndex: 'amount', render: (a: number) => (a / 100).toFixed(2) },
          { title: 'Coin', dataIndex: 'cointype' },
          { title: 'Order', dataIndex: 'orderid' },
          { title: 'Remarks', dataIndex: 'remarks' },
        ]}
      />
    </Space>
  );
}
