import { Toast } from 'antd-mobile';
import { loginTexts } from './texts';

/** The login-success countdown (spec 000 §9: 3 s). */
export const SUCCESS_COUNTDOWN_S = 3;

/** Shows "login success 3s… 2s… 1s" and resolves when it ends. */
export function successCountdown(): Promise<void> {
  return new Promise((resolve) => {
    let left = SUCCESS_COUNTDOWN_S;
    const show = () =>
      Toast.show({ icon: 'success', content: loginTexts.t('success', { s: left }), duration: 0 });
    show();
    const timer = setInterval(() => {
      left -= 1;
      if (left > 0) {
        show();
        return;
      }
      clearInterval(timer);
      Toast.clear();
      resolve();
    }, 1000);
  });
}
