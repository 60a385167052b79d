import './login.css';
import { Button, Checkbox } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import { apiHosts } from '../../api';
import { useGo } from '../../app/navigation';
import { LogoMark } from '../../components';
import { SmsCodeField } from '../../components/SmsCodeField';
import { commonTexts } from '../../i18n/common';
import { entry } from '../../state/entry';
import { PasswordRow, PhoneRow } from './fields';
import { closeLogin } from './open';
import { loginTexts } from './texts';
import { useLoginForm } from './useLoginForm';
import { isFilled, type LoginMode } from './validate';

function agreementUrl(channel: string): string {
  const host = apiHosts.current || location.origin;
  return `${host}/agreement.html?channel=${encodeURIComponent(channel)}`;
}

/** The login form of spec 000 §2 "Login dialog", used by the sheet and the login pages. */
export function LoginForm({ initialMode = 'sms', onDone }: { initialMode?: LoginMode; onDone: () => void }) {
  const t = loginTexts.useT();
  const tc = commonTexts.useT();
  const { channel } = useSnapshot(entry);
  const form = useLoginForm(initialMode, onDone);
  const go = useGo();
  // The sheet closes first (without its opener's success callback): the reset is a page of its own.
  const forgot = () => {
    closeLogin(false);
    go('/forgetPwd');
  };
  const { input, busy, sendCode, sendFailText, submit } = form;
  const { mode, zone, phone, code, password, agreed } = input;
  const { setMode, setZone, setPhone, setCode, setPassword, setAgreed } = form;

  return (
    <div className="login-form" data-testid="login-form">
      <div className="login-head">
        <LogoMark className="login-logo" />
        <h2>{t('welcome', { app: tc('appName') })}</h2>
        <p>{t('hint')}</p>
      </div>
      {/* NOTE: in both modes (issue 49): a password login names the phone by its zone too. */}
      <PhoneRow zone={zone} phone={phone} onZone={setZone} onPhone={setPhone} testId="login" />
      {mode === 'sms' ? (
        <SmsCodeField
          className="login-row"
          inputClassName="login-input"
          value={code}
          onChange={setCode}
          placeholder={t('code')}
          send={sendCode}
          failText={sendFailText}
          codeTestId="login-code"
          sendTestId="login-send"
        />
      ) : (
        <PasswordRow
          value={password}
          onChange={setPassword}
          placeholder={t('password')}
          maxLength={32}
          testId="login-password"
        />
      )}
      <div className="login-agree">
        <Checkbox
          checked={agreed}
          onChange={setAgreed}
          data-testid="login-agree"
          style={{ '--icon-size': '16px' }}
        >
          <span>{t('agreePrefix')}</span>
        </Checkbox>
        <a href={agreementUrl(channel)} target="_blank" rel="noopener noreferrer">
          {t('agreement')}
        </a>
      </div>
      <Button
        block
        shape="rounded"
        className={isFilled(input) ? 'login-submit login-submit-ready' : 'login-submit'}
        loading={busy}
        onClick={submit}
        data-testid="login-submit"
      >
        {t('login')}
      </Button>
      <button
        type="button"
        className="login-switch"
        onClick={() => setMode(mode === 'sms' ? 'password' : 'sms')}
        data-testid="login-switch"
      >
        {mode === 'sms' ? t('usePassword') : t('useSms')}
      </button>
      {mode === 'password' && (
        <button
          type="button"
          className="login-switch login-forgot"
          onClick={forgot}
          data-testid="login-forgot"
        >
          {t('forgot')}
        </button>
      )}
    </div>
  );
}
