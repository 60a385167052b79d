import './smsCodeField.css';
import { Input, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { errorText } from '../api';
import { smsCodeTexts } from './texts';

/** Seconds before another code may be asked for (spec 000 §9 SMS resend countdown). */
export const RESEND_SECONDS = 30;

/**
 * What a send resolves to: nothing (sent), the phone it went to (named in the toast), the seconds
 * to wait when the server sent a code to this phone moments ago (issue 47: the field says so and
 * counts them down), or false when it was not asked for (the caller has said why, e.g. a phone
 * still to fill in).
 */
export type SendResult = undefined | { to: string } | { wait: number } | false;

export interface SmsCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Asks the server for a code; a rejection is shown as a toast (`failText`). */
  send: () => Promise<SendResult>;
  /** The text of a failed send; by default the error's own message, else the API's text for it. */
  failText?: (error: unknown) => string;
  disabled?: boolean;
  /** The row's class (each form's own look), and the input's. */
  className?: string;
  inputClassName?: string;
  codeTestId: string;
  sendTestId: string;
  id?: string;
}

/** An error's message when it is one written for the user (SessionError), else the API's text. */
function defaultFailText(error: unknown): string {
  return error instanceof Error && error.name === 'SessionError' && error.message
    ? error.message
    : errorText(error);
}

/**
 * The verification-code input of every form that asks for an SMS code (login, /Changepwd, the pay
 * password, the real name): the code field and its 获取验证码 button, which toasts when a code went
 * out and then counts down the 30 s before another may be asked for. The label stays on one line.
 */
// NOTE: imported by its path, not through the components index: the index is part of the first
// load (scripts/firstLoadChunks.ts), and this field's Toast would pull the kit's imperative
// renderer into it, which then loaded before React DOM (the app did not start).
export function SmsCodeField(props: SmsCodeFieldProps) {
  const t = smsCodeTexts.useT();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [recent, setRecent] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (left > 0 || busy) return;
    setBusy(true);
    try {
      const result = await props.send();
      if (result === false) return;
      if (result && 'wait' in result) {
        setLeft(result.wait);
        setRecent(true);
        return;
      }
      setLeft(RESEND_SECONDS);
      setRecent(false);
      Toast.show({ content: result ? t('sentTo', { phone: result.to }) : t('sent') });
    } catch (error) {
      Toast.show({ content: (props.failText ?? defaultFailText)(error) });
    } finally {
      setBusy(false);
    }
  };

  const field = (
    <div className={props.className ? `sms-field ${props.className}` : 'sms-field'}>
      <Input
        id={props.id}
        className={props.inputClassName}
        value={props.value}
        onChange={props.onChange}
        placeholder={props.placeholder}
        inputMode="numeric"
        maxLength={6}
        data-testid={props.codeTestId}
      />
      <button
        type="button"
        className="sms-send"
        disabled={props.disabled || left > 0}
        onClick={send}
        data-testid={props.sendTestId}
      >
        {left > 0 ? t('resend', { s: left }) : t('send')}
      </button>
    </div>
  );
  if (!recent || left <= 0) return field;
  return (
    <>
      {field}
      <p className="sms-recent" role="status" data-testid={`${props.sendTestId}-recent`}>
        {t('recent', { s: left })}
      </p>
    </>
  );
}
