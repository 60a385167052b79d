import { Alert, App, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';
import { FieldEditor, FieldPreview, outgoing, type SettingField } from './settingFields';

/** Settings shown first: what staff reach for in an incident. */
const URGENT = ['maintain', 'maintain_content', 'withdrawal', 'notice_open', 'notice_pre_content'];

/**
 * Every configuration field of spec 000 §3 and the site settings, each edited as its kind with a
 * preview. Open apps pick a change up on their next poll (maintenance and the announcement within
 * 30 s).
 */
export function SettingsPage() {
  const { data, error, reload } = useGet<{ fields: SettingField[] }>('/settings');
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  const { message } = App.useApp();

  const save = async (field: SettingField, value: unknown) => {
    try {
      await api('PUT', '/settings', { key: field.key, value: outgoing(field, value) });
      message.success(`${field.key} saved`);
      setDrafts(({ [field.key]: _, ...rest }) => rest);
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  const fields = data?.fields ?? [];
  const table = (rows: SettingField[], testId: string) => (
    <Table<SettingField>
      data-testid={testId}
      rowKey="key"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        {
          title: 'Field',
          dataIndex: 'key',
          width: 220,
          render: (key: string, field) => (
            <>
              <Typography.Text code>{key}</Typography.Text>
              {field.help && (
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
                  {field.help}
                </Typography.Paragraph>
              )}
            </>
          ),
        },
        {
          title: 'Type',
          dataIndex: 'kind',
          width: 120,
          render: (kind: string, field) => (
            <>
              <Tag>{kind}</Tag>
              {field.bound && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {field.bound.min}..{field.bound.max} {field.bound.unit}
                </Typography.Text>
              )}
            </>
          ),
        },
        {
          title: 'Value',
          render: (_, field) => {
            const value = Object.hasOwn(drafts, field.key) ? drafts[field.key] : field.value;
            return (
              <div data-testid={`setting-${field.key}`}>
                <FieldEditor
                  field={field}
                  value={value}
                  onChange={(next) =>
                    field.kind === 'switch' || field.kind === 'choice'
                      ? void save(field, next)
                      : setDrafts((d) => ({ ...d, [field.key]: next }))
                  }
                />
              </div>
            );
          },
        },
        {
          title: 'Preview',
          width: 260,
          render: (_, field) => (
            <FieldPreview
              field={field}
              value={Object.hasOwn(drafts, field.key) ? outgoingSafe(field, drafts[field.key]) : field.value}
            />
          ),
        },
        {
          title: '',
          width: 90,
          render: (_, field) =>
            Object.hasOwn(drafts, field.key) && (
              <Button type="primary" size="small" onClick={() => void save(field, drafts[field.key])}>
                Save
              </Button>
            ),
        },
      ]}
    />
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      {error && <Alert type="error" title={error} />}
      <Card title="Maintenance and announcement">
        {table(
          fields.filter((f) => URGENT.includes(f.key)),
          'urgent-settings',
        )}
      </Card>
      <Card title="Configuration (spec 000 §3) and site settings">
        {table(
          fields.filter((f) => !URGENT.includes(f.key)),
          'all-settings',
        )}
      </Card>
    </Space>
  );
}

function outgoingSafe(field: SettingField, value: unknown): unknown {
  try {
    return outgoing(field, value);
  } catch {
    return field.value;
  }
}
