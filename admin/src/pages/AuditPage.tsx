import { Alert, Button, DatePicker, Form, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { AuditRow } from '../../../protocol/staff';
import { useGet } from '../queries';

interface Filter {
  staffId?: number;
  action?: string;
  range?: [Dayjs, Dayjs] | null;
}

function queryOf(filter: Filter): string {
  const q = new URLSearchParams();
  if (filter.staffId !== undefined) q.set('staffId', String(filter.staffId));
  if (filter.action) q.set('action', filter.action);
  if (filter.range) {
    q.set('from', String(filter.range[0].startOf('day').valueOf()));
    q.set('to', String(filter.range[1].endOf('day').valueOf()));
  }
  return q.toString();
}

const json = (value: unknown) =>
  value === null || value === undefined ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', maxWidth: 320 }}>{JSON.stringify(value, null, 1)}</pre>
  );

/** Every console action: who, what, to what, before and after; filtered by staff, action and dates. */
export function AuditPage() {
  const [filter, setFilter] = useState<Filter>({});
  const query = queryOf(filter);
  const rows = useGet<{ rows: AuditRow[] }>(`/audit?${query}`);
  const actions = useGet<{ actions: string[] }>('/audit/actions');
  const staff = useGet<{ staff: { id: number; name: string }[] }>('/staff');

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="audit-page">
      <Typography.Title level={4}>Audit log</Typography.Title>
      <Form layout="inline" onValuesChange={(_, all: Filter) => setFilter(all)}>
        <Form.Item name="staffId" label="Staff">
          <Select
            allowClear
            style={{ width: 180 }}
            options={(staff.data?.staff ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
        <Form.Item name="action" label="Action">
          <Select
            allowClear
            style={{ width: 180 }}
            data-testid="audit-action"
            options={(actions.data?.actions ?? []).map((a) => ({ value: a, label: a }))}
          />
        </Form.Item>
        <Form.Item name="range" label="Dates">
          <DatePicker.RangePicker />
        </Form.Item>
        <Button onClick={rows.reload}>Refresh</Button>
      </Form>
      {rows.error && <Alert type="error" title={rows.error} />}
      <Table<AuditRow>
        rowKey="id"
        size="small"
        dataSource={rows.data?.rows ?? []}
        pagination={false}
        columns={[
          { title: 'When', dataIndex: 'at', render: (at: number) => new Date(at).toLocaleString() },
          { title: 'Staff', render: (_, r) => `${r.staffName} (${r.role})` },
          { title: 'Action', dataIndex: 'action' },
          { title: 'Target', dataIndex: 'target' },
          { title: 'Before', dataIndex: 'before', render: json },
          { title: 'After', dataIndex: 'after', render: json },
          { title: 'IP', dataIndex: 'ip' },
        ]}
      />
    </Space>
  );
}
