import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { ApiError, api, type Me } from './api';

interface Fields {
  name: string;
  password: string;
  code: string;
}

/** Name and password, then the authenticator's code; the server checks all three together. */
export function LoginPage({ onIn }: { onIn: (me: Me) => void }) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Fields>();

  const submit = async (fields: Fields) => {
    if (step === 'password') {
      setStep('code');
      return;
    }
    setBusy(true);
    setError('');
    try {
      onIn(await api<Me>('POST', '/login', fields));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      form.setFieldValue('code', '');
      if (e instanceof ApiError && e.status !== 423) setStep('password');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: 120 }}>
      <Card title="Staff console" style={{ width: 380 }}>
        <Form form={form} layout="vertical" onFinish={submit} data-testid="login-form">
          <div style={{ display: step === 'password' ? 'block' : 'none' }}>
            <Form.Item label="Name" name="name" rules={[{ required: true, message: 'Enter your name' }]}>
              <Input autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item
              label="Password"
              name="password"
              rules={[{ required: true, message: 'Enter your password' }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
          </div>
          {step === 'code' && (
            <Form.Item
              label="Authenticator code"
              name="code"
              rules={[{ required: true, pattern: /^\d{6}$/, message: 'Enter the 6-digit code' }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
          )}
          {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {step === 'password' ? 'Next' : 'Log in'}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
