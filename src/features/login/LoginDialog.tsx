import './login.css';
import { useSnapshot } from 'valtio';
import { CloseIcon } from '../../components';
import { Popup } from '../../components/sheets';
import { commonTexts } from '../../i18n/common';
import { ui } from '../../state/ui';
import { LoginForm } from './LoginForm';
import { closeLogin } from './open';

/** The login sheet, opened by `showLogin` (the function or the app event); see LoginHost. */
export function LoginDialog() {
  const { loginOpen } = useSnapshot(ui);
  const tc = commonTexts.useT();

  const close = () => closeLogin(false);
  const done = () => closeLogin(true);

  return (
    <Popup
      visible={loginOpen}
      onMaskClick={close}
      destroyOnClose
      bodyClassName="login-sheet"
      data-testid="login-dialog"
    >
      <button
        type="button"
        className="login-close"
        onClick={close}
        aria-label={tc('close')}
        data-testid="login-close"
      >
        <CloseIcon />
      </button>
      <LoginForm onDone={done} />
    </Popup>
  );
}
