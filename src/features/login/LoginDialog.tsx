import { Popup } from 'antd-mobile';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { CloseIcon } from '../../components';
import { commonTexts } from '../../i18n/common';
import { on } from '../../state/events';
import { ui } from '../../state/ui';
import { LoginForm } from './LoginForm';

/** Opens the login sheet from anywhere; `onSuccess` runs after a successful login. */
export function showLogin(onSuccess?: () => void): void {
  pendingSuccess = onSuccess;
  ui.loginOpen = true;
}

let pendingSuccess: (() => void) | undefined;

/** The login sheet, opened by `showLogin` (the function or the app event). */
export function LoginDialog() {
  const { loginOpen } = useSnapshot(ui);
  const tc = commonTexts.useT();

  useEffect(() => on('showLogin', ({ onSuccess }) => showLogin(onSuccess)), []);

  const close = () => {
    ui.loginOpen = false;
    pendingSuccess = undefined;
  };
  const done = () => {
    const callback = pendingSuccess;
    close();
    callback?.();
  };

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
