import { Alert, App, Button, Card, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../api';
import { useGet } from '../queries';

const COINS = ['CNY', 'USD', 'BUK', 'MYR', 'PHP', 'TWD'];
const coin = (t: number) => COINS[t] ?? String(t);

const FIELDS = [
  ['crate', 'Buy: reference'],
  ['trate', 'Buy: highest'],
  ['drate', 'Buy: lowest'],
  ['crate1', 'Sell: reference'],
  ['trate1', 'Sell: highest'],
  ['drate1', 'Sell: lowest'],
] as const;
type Field = (typeof FIELDS)[number][0];

type Rate = { cointype: number; outcointype: number } & Record<Field, number>;

const EMPTY: Rate = {
  cointype: 0,
  outcointype: 1,
  crate: 0,
  trate: 0,
  drate: 0,
  crate1: 0,
  trate1: 0,
  drate1: 0,
};
const price = (cents: number) => (cents === 0 ? '—' : (cents / 100).toFixed(2));

/**
 * Exchange rates between coin types (issue 46 item 12): the platform's reference prices per pair,
 * which the app shows in the wallet and beside the market's prices; finance sets them. The server
 * checks the pair and the numbers and its message is shown as it is; every change is audited.
 */
export function ExchangeRatesPage() {
  const { data, error, reload } = useGet<{ rates: Rate[] }>('/rates');
  const [draft, setDraft] = useState<Rate>(EMPTY);
  const { message } = App.useApp();

  const save = async () => {
    try {
      await api('PUT', '/rates', draft);
      message.success(`Rate ${coin(draft.cointype)} in ${coin(draft.outcointype)} saved`);
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  const pick = (key: 'cointype' | 'outcointype', label: string) => (
    <Select
      aria-label={label}
      data-testid={`rate-${key}`}
      style={{ width: 120 }}
      value={draft[key]}
      options={COINS.map((c, value) => ({ label: c, value }))}
      onChange={(value: number) => setDraft((d) => ({ ...d, [key]: value }))}
    />
  );

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <Typography.Title level={4}>Exchange rates</Typography.Title>
      <Typography.Paragraph type="secondary">
        The platform's reference prices per coin pair, shown to users in the wallet and beside the market's
        prices when they publish an offer. Each number is the price of one coin in cents of the coin it is
        paid in, as an offer's price (700 is 7.00): for buying the coin and for selling it, a reference with
        the highest and lowest a fair offer asks (lowest ≤ reference ≤ highest); 0 is not set. They guide
        users; the market does not enforce them. A saved rate reaches every open app at once.
      </Typography.Paragraph>
      {error && <Alert type="error" title={error} />}
      <Table<Rate>
        data-testid="rates"
        rowKey={(r) => `${r.cointype}-${r.outcointype}`}
        size="small"
        pagination={false}
        dataSource={data?.rates ?? []}
        columns={[
          { title: 'Coin', render: (_, r) => coin(r.cointype) },
          { title: 'Paid in', render: (_, r) => coin(r.outcointype) },
          ...FIELDS.map(([key, title]) => ({ title, render: (_: unknown, r: Rate) => price(r[key]) })),
          {
            title: '',
            render: (_, r) => (
              <Button size="small" onClick={() => setDraft(r)}>
                Edit
              </Button>
            ),
          },
        ]}
      />
      <Card title="Set a rate (added, or replacing the pair's)">
        <Space wrap>
          {pick('cointype', 'Coin')}
          <span>paid in</span>
          {pick('outcointype', 'Paid in')}
        </Space>
        <Space wrap style={{ marginTop: 16 }}>
          {FIELDS.map(([key, label]) => (
            <div key={key}>
              <Typography.Text type="secondary">{label}</Typography.Text>
              <br />
              <InputNumber
                aria-label={label}
                data-testid={`rate-${key}`}
                min={0}
                precision={0}
                value={draft[key]}
                suffix={`= ${price(draft[key])}`}
                onChange={(n) => setDraft((d) => ({ ...d, [key]: n ?? 0 }))}
              />
            </div>
          ))}
        </Space>
        <div style={{ marginTop: 16 }}>
          <Button type="primary" onClick={() => void save()} data-testid="rate-save">
            Save rate
          </Button>
        </div>
      </Card>
    </Space>
  );
}
