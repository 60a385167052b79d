import { Button, Input, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorText } from '../../api';
import { useBack } from '../../app/navigation';
import { Empty, PageHeader } from '../../components';
import { SmsCodeField } from '../../components/SmsCodeField';
import { session } from '../../state/session';
import { SessionError } from '../session';
import { changePassword, hasLoginPassword, sendSetPasswordCode, setFirstPassword } from './password';
import { passwordTooShort } from './profileRules';
import { meTexts } from './texts';

/** /Changepwd: change the password (≥ 6), or set a first one with an SMS code. */
export function ChangePwdPage() {
  const t = meTexts.useT();
  const back = useBack('/Setting');
  const { isYk, status } = useSnapshot(session);
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  const [oldPwd, setOldPwd] = useState('');
  const [code, setCode] = useState('');
  const [pwd, setPwd] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (isYk || status !== 'ready') return;
    hasLoginPassword()
      .then(setHasPassword)
      .catch(() => setHasPassword(false));
  }, [isYk, status]);

  const fail = (error: unknown) => {
    Toast.show({
      content: error instanceof SessionError && error.message ? error.message : errorText(error),
    });
  };

  const submit = async () => {
    if (passwordTooShort(pwd)) {
      Toast.show({ content: t('pwdTooShort') });
      return;
    }
    if (pwd !== again) {
      Toast.show({ content: t('pwdMismatch') });
      return;
    }
    setBusy(true);
    try {
      if (hasPassword) await changePassword(oldPwd, pwd);
      else await setFirstPassword(code.trim(), pwd);
      Toast.show({ icon: 'success', content: hasPassword ? t('pwdChanged') : t('pwdSet') });
      back();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pane" data-testid="changepwd-page">
      <PageHeader title={t('changePwd')} backTo="/Setting" />
      <div className="scroll">
        {isYk ? (
          <Empty text={t('guestNoPwd')} />
        ) : (
          <div className="section pwd-form">
            {hasPassword === false && <p className="muted">{t('setPwdHint')}</p>}
            {hasPassword ? (
              <Input
                type="password"
                placeholder={t('oldPwd')}
                value={oldPwd}
                onChange={setOldPwd}
                data-testid="pwd-old"
              />
            ) : (
              <SmsCodeField
                className="pwd-code"
                value={code}
                onChange={setCode}
                placeholder={t('smsCode')}
                send={() => sendSetPasswordCode().then(() => undefined)}
                codeTestId="pwd-code"
                sendTestId="pwd-send-code"
              />
            )}
            <Input
              type="password"
              placeholder={t('newPwd')}
              value={pwd}
              onChange={setPwd}
              data-testid="pwd-new"
            />
            <Input
              type="password"
              placeholder={t('confirmPwd')}
              value={again}
              onChange={setAgain}
              data-testid="pwd-again"
            />
            <Button
              block
              shape="rounded"
              className="btn-accent"
              loading={busy}
              onClick={submit}
              data-testid="pwd-submit"
            >
              {t('submit')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
