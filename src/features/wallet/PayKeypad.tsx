import { type ReactNode, useEffect, useState } from 'react';
import { useGo } from '../../app/navigation';
import { Popup } from '../../components/sheets';
import { isRefusal } from '../../hub';
import { payRefusalText } from './payRefusal';
import { walletTexts } from './texts';

const LENGTH = 6;
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '', '0', 'del'] as const;
/** Result code: no pay password set (spec 001 §8). */
const NO_PASSWORD = 13;

export interface PayKeypadProps {
  visible: boolean;
  /** What is paid, shown above the dots (the amount). */
  summary: ReactNode;
  /** Pays with the 6 digits typed; a rejection is shown in the keypad, which clears for another try. */
  onPay(paypasswd: string): Promise<void>;
  onClose(): void;
}

/**
 * The 6-digit pay-password keypad (spec 001: an auth code from the pay password pays for one
 * operation). Digits come from the on-screen keys or a keyboard; the sixth pays. A refusal stays in
 * the keypad (wrong password, not enough money...), with a way to set or reset the password.
 */
export function PayKeypad({ visible, summary, onPay, onClose }: PayKeypadProps) {
  const t = walletTexts.useT();
  const go = useGo();
  const [digits, setDigits] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; noPassword: boolean } | null>(null);

  useEffect(() => {
    if (!visible) {
      setDigits('');
      setError(null);
    }
  }, [visible]);

  const press = (key: string) => {
    if (busy) return;
    if (key === 'del') {
      setDigits((d) => d.slice(0, -1));
      return;
    }
    if (digits.length >= LENGTH) return;
    const next = digits + key;
    setDigits(next);
    setError(null);
    if (next.length < LENGTH) return;
    setBusy(true);
    onPay(next)
      .catch((e: unknown) => {
        setError({ text: payRefusalText(e, t), noPassword: isRefusal(e, NO_PASSWORD) });
        setDigits('');
      })
      .finally(() => setBusy(false));
  };

  // A keyboard types too (desktop browsers).
  useEffect(() => {
    if (!visible) return;
    const onKey = (e: KeyboardEvent) => {
      if (/^\d$/.test(e.key)) press(e.key);
      else if (e.key === 'Backspace') press('del');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Popup visible={visible} onMaskClick={busy ? undefined : onClose} bodyClassName="pay-keypad">
      <div data-testid="pay-keypad">
        <div className="pay-keypad-head">
          <button type="button" className="pay-keypad-close" onClick={onClose} aria-label={t('cancel')}>
            ×
          </button>
          <span>{t('enterPay')}</span>
        </div>
        <div className="pay-keypad-summary">{summary}</div>
        <div
          className={`pay-dots${busy ? ' pay-dots-busy' : ''}`}
          data-testid="pay-dots"
          data-filled={digits.length}
        >
          {Array.from({ length: LENGTH }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the six fixed cells
            <span key={i} className={i < digits.length ? 'on' : ''} />
          ))}
        </div>
        {error && (
          <div className="pay-error" role="alert" data-testid="pay-error">
            {error.noPassword ? t('noPassword') : error.text}
          </div>
        )}
        <div className="pay-links">
          {error?.noPassword ? (
            <button type="button" onClick={() => go('/paypassword?mode=set')} data-testid="pay-set">
              {t('goSet')}
            </button>
          ) : (
            <button type="button" onClick={() => go('/paypassword?mode=reset')}>
              {t('forgot')}
            </button>
          )}
        </div>
        <div className="pay-keys">
          {KEYS.map((key) =>
            key === '' ? (
              <span key="blank" />
            ) : (
              <button
                key={key}
                type="button"
                className="pay-key"
                onClick={() => press(key)}
                data-testid={`pay-key-${key}`}
                aria-label={key === 'del' ? '⌫' : key}
              >
                {key === 'del' ? '⌫' : key}
              </button>
            ),
          )}
        </div>
      </div>
    </Popup>
  );
}
