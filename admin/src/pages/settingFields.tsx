import { Image, Input, InputNumber, Select, Switch, Tag, Typography } from 'antd';

export type SettingKind = 'switch' | 'number' | 'choice' | 'text' | 'url' | 'image' | 'list' | 'tabs';

export interface SettingField {
  key: string;
  kind: SettingKind;
  value: unknown;
  defaultValue: unknown;
  choices?: { value: number; label: string }[];
  /** The range a number must stay in (the server refuses one outside it). */
  bound?: { min: number; max: number; unit: string };
  /** Spends platform money: changed on the finance role's Platform money page only. */
  money?: boolean;
  /** What the setting does, where its name does not say it. */
  help?: string;
}

/** The editor of one setting's value, by kind. Tabs are edited as JSON text. */
export function FieldEditor({
  field,
  value,
  onChange,
}: {
  field: SettingField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  switch (field.kind) {
    case 'switch':
      return <Switch checked={value === 1} onChange={(on) => onChange(on ? 1 : 0)} />;
    case 'number':
      return <InputNumber min={0} precision={0} value={Number(value)} onChange={(n) => onChange(n ?? 0)} />;
    case 'choice':
      return <Select style={{ width: 220 }} value={value} options={field.choices} onChange={onChange} />;
    case 'list':
      return (
        <Select
          mode="tags"
          style={{ width: '100%' }}
          value={value as string[]}
          onChange={(v: string[]) => onChange(v)}
        />
      );
    case 'tabs':
      return (
        <Input.TextArea
          autoSize
          value={typeof value === 'string' ? value : JSON.stringify(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return <Input value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />;
  }
}

/** How the value looks where the app shows it: the image, the link, the switch state, the text. */
export function FieldPreview({ field, value }: { field: SettingField; value: unknown }) {
  if (field.kind === 'image')
    return value ? (
      <Image src={String(value)} height={48} />
    ) : (
      <Typography.Text type="secondary">none</Typography.Text>
    );
  if (field.kind === 'url')
    return value ? (
      <Typography.Link
        href={String(value)}
        target="_blank"
        rel="noreferrer"
        ellipsis
        style={{ maxWidth: 240 }}
      >
        {String(value)}
      </Typography.Link>
    ) : (
      <Typography.Text type="secondary">none</Typography.Text>
    );
  if (field.kind === 'switch') return value === 1 ? <Tag color="green">on</Tag> : <Tag>off</Tag>;
  if (field.kind === 'choice')
    return <Tag>{field.choices?.find((c) => c.value === value)?.label ?? String(value)}</Tag>;
  if (field.kind === 'list')
    return (
      <span>
        {(value as string[]).map((v) => (
          <Tag key={v}>{v}</Tag>
        ))}
      </span>
    );
  if (field.kind === 'tabs' && Array.isArray(value))
    return (
      <span>
        {(value as { name: string }[]).map((t) => (
          <Tag key={t.name}>{t.name}</Tag>
        ))}
      </span>
    );
  return (
    <Typography.Text ellipsis style={{ maxWidth: 240 }}>
      {String(value)}
    </Typography.Text>
  );
}

/** The value to send: tabs typed as JSON text are parsed (a parse error is shown as the server's would be). */
export function outgoing(field: SettingField, value: unknown): unknown {
  if (field.kind === 'tabs' && typeof value === 'string') {
    try {
      return JSON.parse(value);
    } catch {
      throw new Error('home_tabs must be JSON: [{"name": "…", "type": 1}]');
    }
  }
  return value;
}
