import { Button, Layout, Menu, Result, Space, Spin, Tag, Typography } from 'antd';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import type { Me } from './api';
import { LoginPage } from './LoginPage';
import { MeContext } from './meContext';
import { PAGES } from './pages';
import { useSession } from './useSession';

/** The console: the login page, or the layout with the menu of what the role may use. */
export function Console() {
  const { state, enter, logout } = useSession();
  if (state.status === 'loading') return <Spin style={{ display: 'block', marginTop: 160 }} />;
  if (state.status === 'out') return <LoginPage onIn={enter} />;
  return <Shell me={state.me} onLogout={logout} />;
}

function Shell({ me, onLogout }: { me: Me; onLogout: () => Promise<void> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pages = PAGES.filter((p) => me.permissions.includes(p.permission));
  return (
    <MeContext value={me}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider theme="light" width={200}>
          <Typography.Title level={5} style={{ padding: '16px 24px', margin: 0 }}>
            Staff console
          </Typography.Title>
          <Menu
            data-testid="console-menu"
            mode="inline"
            selectedKeys={[pathname]}
            items={pages.map((p) => ({ key: p.path, label: p.label }))}
            onClick={({ key }) => navigate(key)}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end' }}>
            <Space>
              <span data-testid="staff-name">{me.staff.name}</span>
              <Tag color="blue">{me.staff.role}</Tag>
              <Button onClick={() => void onLogout()}>Log out</Button>
            </Space>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <Routes>
              {PAGES.map((p) => (
                <Route
                  key={p.path}
                  path={p.path}
                  element={
                    me.permissions.includes(p.permission) ? (
                      p.element
                    ) : (
                      <Result
                        status="403"
                        title="Not for your role"
                        subTitle={`The ${me.staff.role} role may not use ${p.label}.`}
                      />
                    )
                  }
                />
              ))}
              <Route
                path="*"
                element={
                  pages[0] ? (
                    <Navigate to={pages[0].path} replace />
                  ) : (
                    <Result title="No pages for this role" />
                  )
                }
              />
            </Routes>
          </Layout.Content>
        </Layout>
      </Layout>
    </MeContext>
  );
}
