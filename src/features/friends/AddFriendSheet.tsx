import { Button, Input, Segmented, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { CloseIcon } from '../../components';
import { Popup } from '../../components/sheets';
import { useHub } from '../../hub';
import { commonTexts } from '../../i18n/common';
import { toastRefusal } from './refusal';
import { friendTexts } from './texts';

type Mode = 'phone' | 'fid';

/** What the add-friend form holds, checked before anything is sent. */
export function addFriendTarget(mode: Mode, raw: string): { phonenum: string } | { fid: number } | null {
  const value = raw.trim();
  if (mode === 'phone') return /^\d{5,15}$/.test(value) ? { phonenum: value } : null;
  return /^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= 2147483647
    ? { fid: Number(value) }
    : null;
}

/**
 * The add-friend sheet: by phone or by fid with a hello message; refusals are shown with their result texts (25, 28, 3, 41…).
 */
export function AddFriendSheet({
  visible,
  onClose,
  initial,
}: {
  visible: boolean;
  onClose: () => void;
  initial?: { mode: Mode; value: string };
}) {
  const t = friendTexts.useT();
  const tc = commonTexts.useT();
  const hub = useHub();
  const [mode, setMode] = useState<Mode>(initial?.mode ?? 'phone');
  const [value, setValue] = useState(initial?.value ?? '');
  const [hello, setHello] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const target = addFriendTarget(mode, value);
    if (!target) {
      Toast.show({ content: mode === 'phone' ? t('phonePlaceholder') : t('fidPlaceholder') });
      return;
    }
    const hellomsg = (hello.trim() || t('helloDefault')).slice(0, 100);
    setBusy(true);
    try {
      await hub.addFriend(target, hellomsg);
      Toast.show({ icon: 'success', content: t('sent') });
      setValue('');
      setHello('');
      onClose();
    } catch (error) {
      toastRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  // NOTE: unmounted when closed rather than animated out: a closing Popup's mask could stay over
  // the page and swallow taps.
  if (!visible) return null;
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="fr-sheet">
      <div className="fr-sheet-body" data-testid="add-friend-sheet">
        <div className="fr-sheet-title">
          {t('addTitle')}
          <button
            type="button"
            className="fr-sheet-close"
            aria-label={tc('close')}
            onClick={onClose}
            data-testid="add-friend-close"
          >
            <CloseIcon />
          </button>
        </div>
        <Segmented
          block
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          options={[
            { label: t('byPhone'), value: 'phone' },
            { label: t('byFid'), value: 'fid' },
          ]}
        />
        <div className="fr-field">
          <Input
            value={value}
            onChange={setValue}
            type="tel"
            inputMode="numeric"
            maxLength={15}
            clearable
            placeholder={mode === 'phone' ? t('phonePlaceholder') : t('fidPlaceholder')}
            data-testid="add-friend-target"
          />
        </div>
        <div className="fr-field">
          <TextArea
            value={hello}
            onChange={setHello}
            maxLength={100}
            showCount
            rows={3}
            placeholder={t('helloPlaceholder')}
            data-testid="add-friend-hello"
          />
        </div>
        <Button
          block
          color="primary"
          shape="rounded"
          loading={busy}
          onClick={submit}
          data-testid="add-friend-send"
        >
          {t('send')}
        </Button>
      </div>
    </Popup>
  );
}
