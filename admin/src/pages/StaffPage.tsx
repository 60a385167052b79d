import { Alert, App, Button, Form, Input, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';

interface StaffRow {
  id: number;
  name: string;
  role: string;
  disabled: boolean;
  lockedUntil: number;
}

interface Added {
  name: string;
  totpSecret: string;
  totpUrl: string;
  qrSvg: string;
}

/** Staff accounts: add one (its TOTP QR code shown once), disable one. */
export function StaffPage() {
  const { data, error, reload } = useGet<{ roles: string[]; staff: StaffRow[] }>('/staff');
  const [added, setAdded] = useState<Added | null>(null);
  const { message } = App.useApp();
  const [form] = Form.useForm();

  const add = async (values: { name: string; role: string; password: string }) => {
    try {
      setAdded(await api<Added>('POST', '/staff', values));
      form.resetFields();
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  const disable = async (row: StaffRow, disabled: boolean) => {
    try {
      await api('POST', `/staff/${row.id}/disabled`, { disabled });
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4}>Staff</Typography.Title>
      {error && <Alert type="error" title={error} />}
      <Form form={form} layout="inline" onFinish={add}>
        <Form.Item name="name" rules={[{ required: true, message: 'Name' }]}>
          <Input placeholder="name" />
        </Form.Item>
        <Form.Item name="role" rules={[{ required: true, message: 'Role' }]}>
          <Select
            placeholder="role"
            style={{ width: 140 }}
            options={(data?.roles ?? []).map((r) => ({ value: r, label: r }))}
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, min: 10, message: '10 characters or more' }]}>
          <Input.Password placeholder="password" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Add staff
        </Button>
      </Form>
      <Table<StaffRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data?.staff ?? []}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Role', dataIndex: 'role', render: (r: string) => <Tag>{r}</Tag> },
          {
            title: 'Locked (one address)',
            dataIndex: 'lockedUntil',
            render: (t: number) => (t > Date.now() ? new Date(t).toLocaleTimeString() : ''),
          },
          {
            title: 'Enabled',
            render: (_, row) => <Switch checked={!row.disabled} onChange={(on) => void disable(row, !on)} />,
          },
        ]}
      />
      <Modal
        open={added !== null}
        onCancel={() => setAdded(null)}
        footer={null}
        title={`Enroll ${added?.name ?? ''}`}
      >
        {added && (
          <Space orientation="vertical">
            <Typography.Text>Scan with an authenticator app. This is shown once.</Typography.Text>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders this QR SVG itself (uqr), no user text in it. */}
            <div style={{ width: 200 }} dangerouslySetInnerHTML={{ __html: added.qrSvg }} />
            <Typography.Text copyable code>
              {added.totpSecret}
            </Typography.Text>
          </Space>
        )}
      </Modal>
    </Space>
  );
}
