import { App, Button, Form, Image, Input, InputNumber, Space, Upload } from 'antd';
import type { FieldKind, FieldSpec } from '../../../protocol/staff';
import { api } from '../api';

export type { FieldKind, FieldSpec };

const LANGS = ['zh', 'th', 'id'] as const;

/** A ms time as the value of a datetime-local input (local time), and back. */
const toLocal = (ms: number) => {
  if (!ms) return '';
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};
const fromLocal = (text: string) => (text ? new Date(text).getTime() : 0);

/** Form values → the body the server takes (paragraphs split on blank lines, times in ms). */
export function bodyOf(
  fields: Record<string, FieldSpec>,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(fields)) {
    const v = values[key];
    if (spec.kind === 'time') out[key] = fromLocal(String(v ?? ''));
    else if (spec.kind === 'langList') {
      const texts = (v ?? {}) as Record<string, string>;
      out[key] = Object.fromEntries(
        LANGS.map((l) => [
          l,
          (texts[l] ?? '')
            .split(/\n\s*\n/)
            .map((p) => p.trim())
            .filter(Boolean),
        ]),
      );
    } else out[key] = v ?? (spec.kind === 'int' ? 0 : '');
  }
  return out;
}

/** A stored row → form values (the inverse of {@link bodyOf}). */
export function valuesOf(
  fields: Record<string, FieldSpec>,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const [key, spec] of Object.entries(fields)) {
    if (spec.kind === 'time') out[key] = toLocal(Number(row[key] ?? 0));
    if (spec.kind === 'langList') {
      const lists = (row[key] ?? {}) as Record<string, string[]>;
      out[key] = Object.fromEntries(LANGS.map((l) => [l, (lists[l] ?? []).join('\n\n')]));
    }
  }
  return out;
}

/** The form item of one field, by kind. */
export function FieldItem({ name, spec }: { name: string; spec: FieldSpec }) {
  const label = spec.hint ? `${name} (${spec.hint})` : name;
  const rules = spec.required ? [{ required: true, message: `${name} is required` }] : [];
  if (spec.kind === 'lang' || spec.kind === 'langList')
    return (
      <Form.Item label={label} required={spec.required}>
        {LANGS.map((lang) => (
          <Form.Item key={lang} name={[name, lang]} noStyle rules={rules}>
            {spec.kind === 'lang' ? (
              <Input addonBefore={lang} style={{ marginBottom: 4 }} />
            ) : (
              <Input.TextArea
                placeholder={`${lang}: paragraphs, a blank line between`}
                autoSize
                style={{ marginBottom: 4 }}
              />
            )}
          </Form.Item>
        ))}
      </Form.Item>
    );
  const input =
    spec.kind === 'int' ? (
      <InputNumber min={0} precision={0} />
    ) : spec.kind === 'longtext' ? (
      <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} />
    ) : spec.kind === 'time' ? (
      <Input type="datetime-local" />
    ) : spec.kind === 'color' ? (
      <Input type="color" style={{ width: 80 }} />
    ) : (
      <Input />
    );
  return (
    <>
      <Form.Item name={name} label={label} rules={rules}>
        {input}
      </Form.Item>
      {spec.kind === 'image' && <PictureUpload name={name} />}
      {spec.kind === 'image' && (
        <Form.Item noStyle shouldUpdate>
          {(form) =>
            form.getFieldValue(name) && (
              <Image src={form.getFieldValue(name)} height={72} style={{ marginBottom: 12 }} />
            )
          }
        </Form.Item>
      )}
    </>
  );
}

function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Uploads a jpg/png (1 MB at most) to the site's uploads and puts its URL in the field. */
function PictureUpload({ name }: { name: string }) {
  const form = Form.useFormInstance();
  const { message } = App.useApp();
  return (
    <Space style={{ marginTop: -16, marginBottom: 12 }}>
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        customRequest={async ({ file, onSuccess, onError }) => {
          try {
            const { url } = await api<{ url: string }>('POST', '/upload', {
              data: await base64Of(file as Blob),
            });
            form.setFieldValue(name, url);
            onSuccess?.(url);
          } catch (e) {
            message.error(e instanceof Error ? e.message : String(e));
            onError?.(e as Error);
          }
        }}
      >
        <Button size="small">Upload a picture</Button>
      </Upload>
    </Space>
  );
}
