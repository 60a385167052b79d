import { Alert, App, Button, Card, InputNumber, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';

interface MoneyField {
  key: string;
  value: number;
  defaultValue: number;
  bound: { min: number; max: number; unit: string };
}

/**
 * Issue 43: the settings that spend platform money (the red-packet rain's price, period and daily
 * budget), the finance role's alone. Each shows its bound; the server refuses a value outside it
 * and its message is shown as it is.
 */
export function MoneySettingsPage() {
  const { data, error, reload } = useGet<{ fields: MoneyField[] }>('/settings/money');
  const [drafts, setDrafts] = useState<Record<string, number>>({});
  const { message } = App.useApp();

  const save = async (key: string, value: number) => {
    try {
      await api('PUT', '/settings/money', { key, value });
      message.success(`${key} saved`);
      setDrafts(({ [key]: _, ...rest }) => rest);
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      {error && <Alert type="error" title={error} />}
      <Card title="Platform money: the red-packet rain">
        <Table<MoneyField>
          data-testid="money-settings"
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={data?.fields ?? []}
          columns={[
            {
              title: 'Field',
              dataIndex: 'key',
              render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
            },
            {
              title: 'Value',
              render: (_, f) => (
                <InputNumber
                  data-testid={`money-${f.key}`}
                  precision={0}
                  value={drafts[f.key] ?? f.value}
                  onChange={(n) => setDrafts((d) => ({ ...d, [f.key]: n ?? 0 }))}
                />
              ),
            },
            {
              title: 'Bound',
              render: (_, f) => `${f.bound.min}..${f.bound.max} ${f.bound.unit}`,
            },
            {
              title: '',
              render: (_, f) =>
                drafts[f.key] !== undefined && (
                  <Button
                    type="primary"
                    size="small"
                    onClick={() => void save(f.key, drafts[f.key] ?? f.value)}
                  >
                    Save
                  </Button>
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
