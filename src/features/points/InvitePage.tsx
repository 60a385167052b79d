import { Button, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { renderSVG } from 'uqr';
import { ACCOUNT_CODE } from '../../../protocol/mainApiAccount';
import { errorText, MainApiError } from '../../api';
import { LOG_ACTION, logAction } from '../../api/actionLog';
import { PageHeader } from '../../components';
import { useLang } from '../../i18n';
import { copyText } from '../../lib/clipboard';
import { Pending } from './Pending';
import { money, useInviteInfo, usePointsMutation } from './pointsApi';
import { pointsTexts } from './texts';

/** The QR code of `link` as an SVG data URL. */
function qrImage(link: string): string {
  const svg = renderSVG(link, { ecc: 'M', border: 1 }).replace('<svg ', '<svg width="320" height="320" ');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A friend's code in the link (`/invitef?code=`): accept it to reward them. */
function JoinCard({ code }: { code: string }) {
  const t = pointsTexts.useT();
  const bind = usePointsMutation('encryptionBindInvite');
  const join = async () => {
    try {
      await bind.mutateAsync({ code });
      Toast.show({ icon: 'success', content: t('joined') });
    } catch (error) {
      Toast.show({ content: errorText(error) });
    }
  };
  return (
    <section className="acc-card invite-join" data-testid="invite-join">
      <h3 className="acc-card-title">{t('joinTitle')}</h3>
      <p>{t('joinHint', { code })}</p>
      <Button
        shape="rounded"
        color="primary"
        disabled={bind.isSuccess}
        loading={bind.isPending}
        onClick={join}
        data-testid="invite-accept"
      >
        {bind.isSuccess ? t('joined') : t('join')}
      </Button>
    </section>
  );
}

/** /invitef: the invite code, link and QR code, and sharing (Web Share API, or copy). */
export function InvitePage() {
  const t = pointsTexts.useT();
  const lang = useLang();
  const [params] = useSearchParams();
  const friendCode = (params.get('code') ?? '').trim().toUpperCase();
  const info = useInviteInfo();
  const recordShare = usePointsMutation('encryptionShareInvite');
  const [busy, setBusy] = useState(false);
  const data = info.data;
  const qr = useMemo(() => (data ? qrImage(data.link) : ''), [data]);

  const copy = async (text: string) => {
    await copyText(text);
    Toast.show({ icon: 'success', content: t('copied') });
  };

  const share = async () => {
    if (!data) return;
    setBusy(true);
    try {
      const text = t('shareText', { code: data.code });
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: t('inviteTitle'), text, url: data.link });
        } catch {
          return;
        }
      } else {
        await copyText(`${text} ${data.link}`);
      }
      logAction({ action_id: LOG_ACTION.SHARE, free_id: 'invite', url: data.link });
      try {
        const result = await recordShare.mutateAsync({});
        Toast.show({ icon: 'success', content: t('shareOk', { n: result.points }) });
      } catch (error) {
        const limit = error instanceof MainApiError && error.code === ACCOUNT_CODE.LIMIT_REACHED;
        Toast.show({ content: limit ? t('copied') : errorText(error) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pane" data-testid="invite-page">
      <PageHeader title={t('inviteTitle')} />
      <div className="scroll acc">
        <Pending loading={info.isPending} error={info.error}>
          {data && (
            <>
              {friendCode && friendCode !== data.code && <JoinCard code={friendCode} />}
              <section className="acc-card invite-card">
                <span className="acc-hero-label">{t('inviteCode')}</span>
                <button
                  type="button"
                  className="invite-code"
                  onClick={() => copy(data.code)}
                  data-testid="invite-code"
                >
                  {data.code}
                </button>
                <img
                  className="invite-qr"
                  src={qr}
                  alt={t('scanQr')}
                  data-testid="invite-qr"
                  data-link={data.link}
                />
                <span className="invite-qr-hint">{t('scanQr')}</span>
                <div className="invite-link">
                  <span className="invite-link-text" data-content>
                    {data.link}
                  </span>
                  <Button size="mini" onClick={() => copy(data.link)} data-testid="invite-copy">
                    {t('copy')}
                  </Button>
                </div>
                <Button
                  block
                  shape="rounded"
                  color="primary"
                  loading={busy}
                  onClick={share}
                  data-testid="invite-share"
                >
                  {t('share')}
                </Button>
                <span className="invite-shares" data-testid="invite-shares">
                  {t('sharesToday', { n: data.shares_today })}
                </span>
              </section>
              <section className="acc-card invite-stats">
                <span data-testid="invite-count">{t('invited', { n: data.invited })}</span>
                <span>{t('rewarded', { amount: money(data.rewarded, lang) })}</span>
              </section>
              <p className="acc-note">{t('inviteRule', { amount: money(data.reward, lang) })}</p>
            </>
          )}
        </Pending>
      </div>
    </div>
  );
}

/** /lookid: the user's ID (and user number) to tell friends, with copy. */
export function LookIdPage() {
  const t = pointsTexts.useT();
  const info = useInviteInfo();
  const copy = async (text: string) => {
    await copyText(text);
    Toast.show({ icon: 'success', content: t('copied') });
  };
  return (
    <div className="pane" data-testid="lookid-page">
      <PageHeader title={t('lookidTitle')} />
      <div className="scroll acc">
        <Pending loading={info.isPending} error={info.error}>
          {info.data && (
            <section className="acc-card lookid">
              <span className="acc-hero-label">{t('myId')}</span>
              <strong className="lookid-id" data-testid="lookid-fid">
                {info.data.fid}
              </strong>
              <Button size="small" shape="rounded" onClick={() => copy(info.data?.fid ?? '')}>
                {t('copy')}
              </Button>
              <span className="lookid-uid">
                {t('uidLabel')} {info.data.uid}
              </span>
              <span className="lookid-uid">
                {t('inviteCode')} {info.data.code}
              </span>
              <p className="acc-card-hint">{t('idCopyHint')}</p>
            </section>
          )}
        </Pending>
      </div>
    </div>
  );
}
