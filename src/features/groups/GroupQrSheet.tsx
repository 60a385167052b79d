import { Button, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { renderSVG } from 'uqr';
import { Avatar, Spinner } from '../../components';
import { Popup } from '../../components/sheets';
import { LANG_LOCALES, useLang } from '../../i18n';
import { commonTexts } from '../../i18n/common';
import { copyText } from '../../lib/clipboard';
import { localeDate } from '../../lib/dateFormat';
import { refusalText } from '../friends';
import { fetchGroupCode } from './groupApi';
import { groupTexts } from './texts';

interface Shown {
  link: string;
  image: string;
  expires: number;
}

/** The absolute URL of an app path, as a phone camera opens it. */
function appUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

/** The group's QR code (a fresh signed code of this member, valid 7 days), with copy and share. */
export function GroupQrSheet({
  groupkey,
  name,
  headurl,
  visible,
  onClose,
}: {
  groupkey: number;
  name: string;
  headurl: string;
  visible: boolean;
  onClose: () => void;
}) {
  const t = groupTexts.useT();
  const tc = commonTexts.useT();
  const lang = useLang();
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!visible) return;
    let live = true;
    setError('');
    setShown(null);
    fetchGroupCode(groupkey)
      .then((code) => {
        const link = appUrl(code.qrcode);
        const image = qrImage(link);
        if (live) setShown({ link, image, expires: code.expires });
      })
      .catch((e: unknown) => {
        if (live) setError(refusalText(e));
      });
    return () => {
      live = false;
    };
  }, [visible, groupkey]);

  const copy = async () => {
    if (!shown) return;
    await copyText(shown.link);
    Toast.show({ icon: 'success', content: tc('copied') });
  };
  const share = () => {
    if (shown) navigator.share?.({ title: name, url: shown.link }).catch(() => {});
  };
  const until = shown ? localeDate(shown.expires * 1000, LANG_LOCALES[lang]) : '';

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="fr-sheet">
      <div className="fr-sheet-body gr-qr" data-testid="group-qr-sheet">
        <div className="gr-qr-head">
          <Avatar url={headurl} name={name} seed={groupkey} size={44} />
          <strong data-content>{name}</strong>
        </div>
        <div className="gr-qr-code">
          {shown ? (
            <img src={shown.image} alt={t('qrcode')} data-testid="group-qr-image" data-link={shown.link} />
          ) : error ? (
            <span className="gr-qr-error">{error}</span>
          ) : (
            <Spinner />
          )}
        </div>
        <p className="gr-qr-hint">{t('qrcodeHint')}</p>
        {shown && <p className="gr-qr-hint">{t('qrcodeExpires', { date: until })}</p>}
        <div className="gr-qr-actions">
          <Button shape="rounded" disabled={!shown} onClick={copy} data-testid="group-qr-copy">
            {t('copyLink')}
          </Button>
          {'share' in navigator && (
            <Button shape="rounded" color="primary" disabled={!shown} onClick={share}>
              {t('share')}
            </Button>
          )}
        </div>
      </div>
    </Popup>
  );
}

/** A small QR-code glyph for the group page's row. */
export function QrIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M3 3h8v8H3V3zm2 2v4h4V5H5zm8-2h8v8h-8V3zm2 2v4h4V5h-4zM3 13h8v8H3v-8zm2 2v4h4v-4H5zm13-2h3v2h-3v-2zm-5 0h3v3h-3v-3zm3 3h2v2h-2v-2zm2 2h3v3h-3v-3zm-5 1h3v2h-3v-2zm6-5h2v3h-2v-3z" />
    </svg>
  );
}

/** The QR code of `link` as an SVG data URL, 440 px square (the SVG carries only a viewBox). */
function qrImage(link: string): string {
  const svg = renderSVG(link, { ecc: 'M', border: 1 }).replace('<svg ', '<svg width="440" height="440" ');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
