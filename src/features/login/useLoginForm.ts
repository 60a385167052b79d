// The login form's state and its two actions: ask for an SMS code, log in by code or password.
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import type { SendResult } from '../../components/SmsCodeField';
import { commonTexts } from '../../i18n/common';
import { storage } from '../../lib/storage';
import { loginWithCode, loginWithPassword, SessionError, sendLoginCode } from '../session';
import { successCountdown } from './successToast';
import { loginTexts } from './texts';
import { type LoginMode, validateLogin, validateSendCode } from './validate';

export function useLoginForm(initialMode: LoginMode, onDone: () => void) {
  const t = loginTexts.useT();
  const tc = commonTexts.useT();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [zone, setZone] = useState(() => storage.get<string>('zone') ?? '86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(() => storage.get<number>('agreement') === 1);
  const [busy, setBusy] = useState(false);
  const input = { mode, agreed, zone, phone, code, password };

  /** Asks for a login code (the field toasts and counts down); false when the zone or phone is wrong. */
  const sendCode = async (): Promise<SendResult> => {
    const problem = validateSendCode(zone, phone);
    if (problem) {
      Toast.show({ content: t(problem) });
      return false;
    }
    await sendLoginCode(zone.trim(), phone.trim());
    return undefined;
  };
  const sendFailText = (error: unknown) =>
    error instanceof SessionError && error.message ? error.message : t('tooFrequent');

  const submit = async () => {
    const problem = validateLogin(input);
    if (problem) {
      Toast.show({ content: t(problem) });
      return;
    }
    setBusy(true);
    try {
      if (mode === 'sms') await loginWithCode(zone.trim(), phone.trim(), code.trim(), t('loginFailed'));
      else await loginWithPassword(zone.trim(), phone.trim(), password);
      storage.set('agreement', 1);
      await successCountdown();
      onDone();
    } catch (error) {
      Toast.show({
        content: error instanceof SessionError && error.message ? error.message : tc('networkError'),
      });
    } finally {
      setBusy(false);
    }
  };

  return {
    input,
    setMode,
    setZone,
    setPhone,
    setCode,
    setPassword,
    setAgreed,
    busy,
    sendCode,
    sendFailText,
    submit,
  };
}
