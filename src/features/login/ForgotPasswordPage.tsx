import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { PROFILE_LIMITS } from '../../../protocol/accountRules';
import { useGo } from '../../app/navigation';
import { PageHeader } from '../../components';
import { SmsCodeField } from '../../components/SmsCodeField';
import { commonTexts } from '../../i18n/common';
import { storage } from '../../lib/storage';
import { SessionError } from '../session';
import { PasswordRow, PhoneRow } from './fields';
import { resetPassword, sendResetCode } from './forgotPassword';
import { loginTexts } from './texts';
import { validateReset, validateSendCode } from './validate';

/**
 * /forgetPwd: a forgotten login password set anew with an SMS code to the account's phone; then the
 * password login opens (the server has ended every other session of the account).
 */
export function ForgotPasswordPage() {
  const t = loginTexts.useT();
  const tc = commonTexts.useT();
  const go = useGo();
  const [zone, setZone] = useState(() => storage.get<string>('zone') ?? '86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const failText = (error: unknown) =>
    error instanceof SessionError && error.message ? error.message : tc('networkError');

  const send = async () => {
    const problem = validateSendCode(zone, phone);
    if (problem) {
      Toast.show({ content: t(problem) });
      return false;
    }
    await sendResetCode(zone.trim(), phone.trim());
    return undefined;
  };

  const submit = async () => {
    const problem = validateReset({ zone, phone, code, password, again });
    if (problem) {
      Toast.show({ content: t(problem) });
      return;
    }
    setBusy(true);
    try {
      await resetPassword(zone.trim(), phone.trim(), code.trim(), password);
      Toast.show({ icon: 'success', content: t('resetDone') });
      go('/passwordLogin', { replace: true });
    } catch (error) {
      Toast.show({ content: failText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pane" data-testid="forget-pwd-page">
      <PageHeader title={t('resetTitle')} />
      <div className="scroll login-page-body">
        <div className="login-form">
          <p className="login-reset-hint">{t('resetHint')}</p>
          <PhoneRow zone={zone} phone={phone} onZone={setZone} onPhone={setPhone} testId="reset" />
          <SmsCodeField
            className="login-row"
            inputClassName="login-input"
            value={code}
            onChange={setCode}
            placeholder={t('code')}
            send={send}
            failText={failText}
            codeTestId="reset-code"
            sendTestId="reset-send"
          />
          <PasswordRow
            value={password}
            onChange={setPassword}
            placeholder={t('newPassword')}
            maxLength={PROFILE_LIMITS.PASSWORD_MAX}
            testId="reset-password"
          />
          <PasswordRow
            value={again}
            onChange={setAgain}
            placeholder={t('againPassword')}
            maxLength={PROFILE_LIMITS.PASSWORD_MAX}
            testId="reset-again"
          />
          <Button
            block
            shape="rounded"
            className="login-submit login-submit-ready"
            loading={busy}
            onClick={submit}
            data-testid="reset-submit"
          >
            {t('resetSubmit')}
          </Button>
        </div>
      </div>
    </div>
  );
}
