import { Button, Input, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { imApi } from '../../api';
import { useBack } from '../../app/navigation';
import { PageHeader } from '../../components';
import { type SendResult, SmsCodeField } from '../../components/SmsCodeField';
import { useHub } from '../../hub';
import { session } from '../../state/session';
import { refusal, requireSocket } from '../session';
import { payRefusalText } from './payRefusal';
import { SignedIn } from './SignedIn';
import { walletTexts } from './texts';

type Mode = 'set' | 'change' | 'reset';
const MODES: readonly Mode[] = ['set', 'change', 'reset'];
const SIX = /^\d{6}$/;
/** IMTools.getValid purpose (mtype) of the pay password's SMS code (docs/messaging.md "Money"). */
const PAY_PASSWORD_SMS = 5;

/** The IM API's `ret` for a code asked for too soon after the last one to this phone. */
const TOO_FREQUENT = 102;

/**
 * Asks for a code; when one went to this phone moments ago (the login's, say: one per phone per
 * 30 s), resolves with the seconds to wait, which the field counts down.
 */
async function sendCode(): Promise<SendResult> {
  const answer = await imApi.call('IMTools.getValid', {
    zone: session.zone,
    uno: session.phone,
    mtype: PAY_PASSWORD_SMS,
  });
  if (answer.ret === TOO_FREQUENT && typeof answer.wait === 'number' && answer.wait > 0)
    return { wait: answer.wait };
  if (answer.ret !== 0) throw refusal(answer);
  return undefined;
}

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/**
 * /paypassword?mode=set|change|reset: a first pay password or a forgotten one with an SMS code
 * to the account's phone, or a change with the old one.
 */
export function PayPasswordPage() {
  const t = walletTexts.useT();
  const hub = useHub();
  const back = useBack('/wallet');
  const [params, setParams] = useSearchParams();
  const asked = params.get('mode') as Mode | null;
  const mode: Mode = asked && MODES.includes(asked) ? asked : 'change';
  const { phone } = useSnapshot(session);
  const [old, setOld] = useState('');
  const [code, setCode] = useState('');
  const [pwd, setPwd] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    requireSocket();
  }, []);

  const submit = async () => {
    if (!SIX.test(pwd) || (mode === 'change' && !SIX.test(old))) {
      Toast.show({ content: t('sixDigits') });
      return;
    }
    if (pwd !== again) {
      Toast.show({ content: t('mismatch') });
      return;
    }
    if (mode !== 'change' && !/^\d{4,8}$/.test(code.trim())) {
      Toast.show({ content: t('codeNeeded') });
      return;
    }
    setBusy(true);
    try {
      await hub.setPayPassword(
        mode === 'change' ? { paypasswd: pwd, oldpasswd: old } : { paypasswd: pwd, verifycode: code.trim() },
      );
      Toast.show({ icon: 'success', content: mode === 'change' ? t('payChanged') : t('paySet') });
      back();
    } catch (e) {
      Toast.show({ content: payRefusalText(e, t) });
    } finally {
      setBusy(false);
    }
  };

  const title = { set: t('setPay'), change: t('changePay'), reset: t('resetPay') }[mode];
  const secret = (value: string, set: (v: string) => void, placeholder: string, testid: string) => (
    <Input
      type="password"
      inputMode="numeric"
      maxLength={6}
      placeholder={placeholder}
      value={value}
      onChange={(v) => set(digits(v))}
      data-testid={testid}
    />
  );
  return (
    <div className="pane wallet" data-testid="paypassword-page">
      <PageHeader title={title} backTo="/wallet" />
      <SignedIn>
        <div className="scroll section wallet-form">
          <div className="wallet-modes wallet-modes-wrap" data-testid="paypassword-modes">
            {MODES.map((m) => (
              <button
                key={m}
                type="button"
                className={m === mode ? 'on' : ''}
                onClick={() => setParams({ mode: m }, { replace: true })}
                data-testid={`paypassword-mode-${m}`}
              >
                {{ set: t('setPay'), change: t('changePay'), reset: t('resetPay') }[m]}
              </button>
            ))}
          </div>
          {mode === 'change' ? (
            secret(old, setOld, t('oldPay'), 'paypassword-old')
          ) : (
            <SmsCodeField
              className="wallet-code"
              value={code}
              onChange={setCode}
              placeholder={t('smsCode')}
              send={sendCode}
              disabled={!phone}
              codeTestId="paypassword-code"
              sendTestId="paypassword-send-code"
            />
          )}
          {secret(pwd, setPwd, t('newPay'), 'paypassword-new')}
          {secret(again, setAgain, t('againPay'), 'paypassword-again')}
          <Button
            block
            shape="rounded"
            className="btn-accent"
            loading={busy}
            onClick={submit}
            data-testid="paypassword-submit"
          >
            {title}
          </Button>
        </div>
      </SignedIn>
    </div>
  );
}
