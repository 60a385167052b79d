import { useGo } from '../../app/navigation';
import { PageHeader } from '../../components';
import { LoginForm } from './LoginForm';
import { loginTexts } from './texts';
import type { LoginMode } from './validate';

function LoginScreen({ mode }: { mode: LoginMode }) {
  const t = loginTexts.useT();
  const go = useGo();
  return (
    <div className="pane" data-testid="login-page">
      <PageHeader title={t('title')} />
      <div className="scroll login-page-body">
        <LoginForm initialMode={mode} onDone={() => go('/', { replace: true })} />
      </div>
    </div>
  );
}

/** /login: the SMS-code login as a page; on success it returns to /. */
export function LoginPage() {
  return <LoginScreen mode="sms" />;
}

/** /passwordLogin: the same form opened in password mode. */
export function PasswordLoginPage() {
  return <LoginScreen mode="password" />;
}
