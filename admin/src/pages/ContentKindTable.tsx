import { Alert, App, Button, Form, Image, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';
import { bodyOf, FieldItem, type FieldSpec, valuesOf } from './contentFields';

export interface KindSpec {
  name: string;
  label: string;
  fields: Record<string, FieldSpec>;
}

type Row = Record<string, unknown> & { id: number };

/** What a row is called in the list: its title, or its Chinese title or name. */
function titleOf(row: Row): string {
  for (const key of ['title', 'titles', 'names']) {
    const v = row[key];
    if (typeof v === 'string') return v;
    if (v && typeof v === 'object' && 'zh' in v) return String((v as { zh: unknown }).zh);
  }
  return `#${row.id}`;
}

function imageOf(kind: KindSpec, row: Row): string {
  const key = Object.entries(kind.fields).find(([, s]) => s.kind === 'image')?.[0];
  return key ? String(row[key] ?? '') : '';
}

/** One kind of content: its rows, and a form (from the field specs) to add or change one. */
export function ContentKindTable({ kind }: { kind: KindSpec }) {
  const { data, error, reload } = useGet<{ rows: Row[] }>(`/content/${kind.name}`);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [form] = Form.useForm();
  const { message } = App.useApp();

  const open = (row: Row | 'new') => {
    setEditing(row);
    form.resetFields();
    if (row !== 'new') form.setFieldsValue(valuesOf(kind.fields, row));
  };
  const save = async (values: Record<string, unknown>) => {
    try {
      const body = bodyOf(kind.fields, values);
      if (editing === 'new') await api('POST', `/content/${kind.name}`, body);
      else if (editing) await api('PUT', `/content/${kind.name}/${editing.id}`, body);
      message.success('Saved');
      setEditing(null);
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  const remove = async (row: Row) => {
    try {
      await api('DELETE', `/content/${kind.name}/${row.id}`);
      message.success('Deleted');
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <>
      {error && <Alert type="error" title={error} />}
      <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 12 }}>
        Add
      </Button>
      <Table<Row>
        rowKey="id"
        size="small"
        dataSource={data?.rows ?? []}
        columns={[
          { title: 'id', dataIndex: 'id', width: 70 },
          {
            title: '',
            width: 100,
            render: (_, r) => imageOf(kind, r) && <Image src={imageOf(kind, r)} width={80} />,
          },
          { title: 'Title', render: (_, r) => titleOf(r) },
          {
            title: '',
            width: 160,
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => open(r)}>
                  Edit
                </Button>
                <Popconfirm title="Delete it? The app stops showing it." onConfirm={() => void remove(r)}>
                  <Button size="small" danger>
                    Delete
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        width={640}
        title={editing === 'new' ? `New ${kind.label.toLowerCase()}` : `${kind.label} #${editing?.id ?? ''}`}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
      >
        <Form form={form} layout="vertical" onFinish={save}>
          {Object.entries(kind.fields).map(([name, spec]) => (
            <FieldItem key={name} name={name} spec={spec} />
          ))}
        </Form>
      </Modal>
    </>
  );
}
