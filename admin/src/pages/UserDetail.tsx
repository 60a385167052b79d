import {
  Alert,
  App,
  Avatar,
  Button,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { api, type Permission } from '../api';
import { useGet } from '../queries';

export interface UserRow {
  uid: number;
  fid: string;
  phone: string | null;
  zone: string;
  nickname: string;
  headurl: string;
  usertype: number;
  viplevel: number;
  created_at: number;
}

interface Wallet {
  cointype: number;
  coin: number;
  freezecoin: number;
  shopcoin: number;
  shopfreezecoin: number;
}

const COIN_NAMES = ['CNY', 'USD', 'BUK', 'MYR', 'PHP', 'TWD'];
const cents = (n: number) => (n / 100).toFixed(2);

/** One user's profile, with the wallets for roles that may see them and the finance adjustment. */
export function UserDetail({ uid, permissions }: { uid: number; permissions: readonly Permission[] }) {
  const { data, error, reload } = useGet<{
    user: UserRow;
    wallets: Wallet[] | null;
    ban: { reason: string; createdAt: number } | null;
  }>(`/users/${uid}`);
  const { message } = App.useApp();
  const act = async (method: 'POST', path: string, body: unknown, done: string) => {
    try {
      await api(method, path, body);
      message.success(done);
      reload();
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };
  if (error) return <Alert type="error" title={error} />;
  if (!data) return null;
  const { user, wallets, ban } = data;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="user-detail">
      <Space>
        <Avatar src={user.headurl} size={48} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {user.nickname}
        </Typography.Title>
      </Space>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="uid">{user.uid}</Descriptions.Item>
        <Descriptions.Item label="fid">{user.fid}</Descriptions.Item>
        <Descriptions.Item label="Phone">
          {user.phone ? `+${user.zone} ${user.phone}` : 'guest'}
        </Descriptions.Item>
        <Descriptions.Item label="VIP">{user.viplevel}</Descriptions.Item>
        <Descriptions.Item label="Joined">{new Date(user.created_at).toLocaleString()}</Descriptions.Item>
        <Descriptions.Item label="Status">
          {ban ? <Tag color="red">banned: {ban.reason}</Tag> : <Tag color="green">active</Tag>}
        </Descriptions.Item>
      </Descriptions>
      {permissions.includes('users.moderate') && (
        <Space>
          <Button
            onClick={() => void act('POST', `/users/${uid}/reset`, { field: 'nickname' }, 'Nickname reset')}
          >
            Reset nickname
          </Button>
          <Button
            onClick={() => void act('POST', `/users/${uid}/reset`, { field: 'avatar' }, 'Avatar reset')}
          >
            Reset avatar
          </Button>
          <Button
            onClick={() => void act('POST', `/users/${uid}/reset`, { field: 'password' }, 'Password reset')}
          >
            Reset password
          </Button>
        </Space>
      )}
      {permissions.includes('users.moderate') &&
        (ban ? (
          <Button onClick={() => void act('POST', `/users/${uid}/ban`, { banned: false }, 'Ban lifted')}>
            Lift ban
          </Button>
        ) : (
          <Form
            layout="inline"
            data-testid="user-ban"
            onFinish={(v: { reason: string }) =>
              void act('POST', `/users/${uid}/ban`, { banned: true, reason: v.reason }, 'User banned')
            }
          >
            <Form.Item name="reason" rules={[{ required: true, min: 3, message: 'A reason' }]}>
              <Input placeholder="Ban reason" />
            </Form.Item>
            <Button danger htmlType="submit">
              Ban
            </Button>
          </Form>
        ))}
      {wallets && (
        <Table<Wallet>
          data-testid="user-wallets"
          title={() => 'Wallets'}
          rowKey="cointype"
          size="small"
          pagination={false}
          dataSource={wallets}
          columns={[
            { title: 'Coin', dataIndex: 'cointype', render: (t: number) => COIN_NAMES[t] ?? t },
            { title: 'Balance', dataIndex: 'coin', render: cents },
            { title: 'Frozen', dataIndex: 'freezecoin', render: cents },
            { title: 'Shop', dataIndex: 'shopcoin', render: cents },
          ]}
        />
      )}
      {permissions.includes('wallets.adjust') && (
        <Form
          layout="inline"
          data-testid="wallet-adjust"
          initialValues={{ cointype: 0 }}
          onFinish={(v: { cointype: number; amount: number; reason: string }) =>
            void act(
              'POST',
              `/users/${uid}/wallet`,
              { ...v, amount: Math.round(v.amount * 100) },
              'Wallet adjusted',
            )
          }
        >
          <Form.Item name="cointype">
            <Select style={{ width: 90 }} options={COIN_NAMES.map((label, value) => ({ label, value }))} />
          </Form.Item>
          <Form.Item name="amount" rules={[{ required: true, message: 'Amount' }]}>
            <InputNumber placeholder="± amount" step={0.01} />
          </Form.Item>
          <Form.Item name="reason" rules={[{ required: true, min: 3, message: 'A reason' }]}>
            <Input placeholder="Reason" />
          </Form.Item>
          <Button htmlType="submit">Adjust</Button>
        </Form>
      )}
    </Space>
  );
}
