import { Alert, Card, Segmented, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useGet } from '../queries';

interface Stats {
  actions: { id: number; name: string }[];
  days: ({ day: string } & Record<string, number | string>)[];
}

const COLORS = ['#1d4ed8', '#16a34a', '#ea580c', '#9333ea', '#0891b2', '#dc2626', '#ca8a04', '#4b5563'];

/** The api/logAction events by day (UTC) and action: a stacked bar chart and the totals. */
export function StatsPage() {
  const [days, setDays] = useState(14);
  const { data, error } = useGet<Stats>(`/stats/actions?days=${days}`);
  const totals = (data?.actions ?? []).map((a) => ({
    ...a,
    total: (data?.days ?? []).reduce((sum, d) => sum + Number(d[String(a.id)] ?? 0), 0),
  }));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="stats-page">
      <Typography.Title level={4}>Statistics</Typography.Title>
      <Segmented
        value={days}
        onChange={(v) => setDays(Number(v))}
        options={[
          { label: '7 days', value: 7 },
          { label: '14 days', value: 14 },
          { label: '30 days', value: 30 },
        ]}
      />
      {error && <Alert type="error" title={error} />}
      <Card size="small" title="Events a day, by action (UTC days)">
        <div style={{ width: '100%', height: 320 }}>
          <ResponsiveContainer>
            <BarChart data={data?.days ?? []}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="day" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              {(data?.actions ?? []).map((a, i) => (
                <Bar
                  key={a.id}
                  dataKey={String(a.id)}
                  name={a.name}
                  stackId="events"
                  fill={COLORS[i % COLORS.length]}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          </ResponsiveContainer>
        </div>
      </Card>
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={totals}
        columns={[
          { title: 'Action', dataIndex: 'id' },
          { title: 'Name', dataIndex: 'name' },
          { title: `Events in ${days} days`, dataIndex: 'total' },
        ]}
      />
    </Space>
  );
}
