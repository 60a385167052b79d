import '../messages/messages.css';
import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { charCount, LIMITS } from '../../../protocol/content/limits';
import { RED_PACKET_TYPE } from '../../../protocol/enums';
import { Popup } from '../../components/sheets';
import { type RedPacketTarget, useHub } from '../../hub';
import { coinCode, formatCents, PayKeypad, parseCents } from '../wallet';
import { redPacketTexts } from './texts';

const COIN = 0;

interface Draft {
  type: number;
  total: number;
  shares: number;
}

/**
 * The send sheet: in a group or a room a lucky packet (a total split at random) or an equal one (an
 * amount each) for a number of people; in a private chat one packet for the other user. The pay
 * password sends it.
 */
export function SendRedPacketSheet({
  target,
  visible,
  onClose,
}: {
  target: RedPacketTarget;
  visible: boolean;
  onClose(): void;
}) {
  const t = redPacketTexts.useT();
  const hub = useHub();
  const single = target.kind === 'private';
  const [type, setType] = useState<number>(RED_PACKET_TYPE.LUCKY);
  const [count, setCount] = useState('');
  const [amount, setAmount] = useState('');
  const [greeting, setGreeting] = useState('');
  const [paying, setPaying] = useState<Draft | null>(null);
  const coin = coinCode(COIN);
  const equal = !single && type === RED_PACKET_TYPE.EQUAL;
  const num = single ? 1 : Number(count);
  const cents = parseCents(amount);
  const total = cents === null || !Number.isInteger(num) ? 0 : equal ? cents * num : cents;

  const next = () => {
    if (!single && (!Number.isInteger(num) || num < 1 || num > LIMITS.RED_PACKET_MAX_SHARES)) {
      Toast.show({ content: t('badCount', { max: LIMITS.RED_PACKET_MAX_SHARES }) });
    } else if (cents === null || total < num || total > 2_147_483_647) {
      Toast.show({ content: t('badAmount') });
    } else if (charCount(greeting) > LIMITS.GREETING_MAX_CHARS) {
      Toast.show({ content: t('tooLong', { max: LIMITS.GREETING_MAX_CHARS }) });
    } else {
      setPaying({
        type: single ? RED_PACKET_TYPE.PRIVATE : type,
        total,
        shares: num,
      });
    }
  };
  const pay = async (paypasswd: string) => {
    if (!paying) return;
    await hub.sendRedPacket(target, { ...paying, cointype: COIN, greeting: greeting.trim() }, paypasswd);
    setPaying(null);
    setAmount('');
    setCount('');
    setGreeting('');
    Toast.show({ icon: 'success', content: t('sentOk') });
    onClose();
  };

  return (
    <>
      <Popup visible={visible && !paying} onMaskClick={onClose} bodyClassName="red-packet-send">
        <div data-testid="red-packet-send-sheet">
          <h3>{t('send')}</h3>
          {!single && (
            <div className="red-packet-types">
              {[RED_PACKET_TYPE.LUCKY, RED_PACKET_TYPE.EQUAL].map((k) => (
                <button
                  key={k}
                  type="button"
                  aria-pressed={type === k}
                  className={type === k ? 'on' : ''}
                  onClick={() => setType(k)}
                  data-testid={`red-packet-type-${k}`}
                >
                  {k === RED_PACKET_TYPE.LUCKY ? t('lucky') : t('equal')}
                </button>
              ))}
              <span className="muted">{equal ? t('equalHint') : t('luckyHint')}</span>
            </div>
          )}
          {!single && (
            <div className="red-packet-field">
              <span>{t('count')}</span>
              <Input
                value={count}
                onChange={setCount}
                inputMode="numeric"
                placeholder="1"
                data-testid="red-packet-count"
              />
            </div>
          )}
          <div className="red-packet-field">
            <span>{equal ? t('each', { coin }) : t('total', { coin })}</span>
            <Input
              value={amount}
              onChange={setAmount}
              inputMode="decimal"
              placeholder="0.00"
              data-testid="red-packet-amount"
            />
          </div>
          <div className="red-packet-field">
            <span>{t('greeting')}</span>
            <Input
              aria-label={t('greeting')}
              value={greeting}
              onChange={setGreeting}
              placeholder={t('greetingDefault')}
              maxLength={LIMITS.GREETING_MAX_CHARS}
              data-testid="red-packet-greeting"
            />
          </div>
          <div className="red-packet-total" data-testid="red-packet-total">
            {formatCents(total)} <small>{coin}</small>
          </div>
          <Button
            block
            shape="rounded"
            className="red-packet-put"
            onClick={next}
            data-testid="red-packet-next"
          >
            {t('putIn')}
          </Button>
        </div>
      </Popup>
      <PayKeypad
        visible={paying !== null}
        summary={
          <>
            <span>{t('redPacket')}</span>
            <strong>
              {formatCents(paying?.total ?? 0)} {coin}
            </strong>
          </>
        }
        onPay={pay}
        onClose={() => setPaying(null)}
      />
    </>
  );
}

/** The composer's red-packet button: opens the send sheet for this chat or room. */
export function RedPacketTool({
  target,
  className = 'im-tool',
}: {
  target: RedPacketTarget;
  className?: string;
}) {
  const t = redPacketTexts.useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${className} red-packet-tool`}
        aria-label={t('send')}
        title={t('send')}
        onClick={() => setOpen(true)}
        data-testid="red-packet-tool"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <rect x="4" y="2.5" width="16" height="19" rx="2.5" fill="#e8443a" />
          <path d="M4 8.5c2.5 2 5.2 3 8 3s5.5-1 8-3" stroke="#b71c1c" strokeWidth="1.4" fill="none" />
          <circle cx="12" cy="11.5" r="2.6" fill="#ffd98a" />
        </svg>
      </button>
      <SendRedPacketSheet target={target} visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
