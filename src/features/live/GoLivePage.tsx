import { Button, Dialog, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { MainApiError } from '../../api';
import { PageHeader } from '../../components';
import { LANG_LOCALES, useLang } from '../../i18n';
import { localeDateTime } from '../../lib/dateFormat';
import { HostApply } from './HostApply';
import { liveTexts } from './texts';
import { useStreamKey } from './useStreamKey';

function copy(text: string, done: string) {
  void navigator.clipboard?.writeText(text).then(() => Toast.show({ content: done }));
}

/** How long since `startedAt` (Unix seconds), as h:mm:ss. */
function duration(startedAt: number): string {
  const s = Math.max(0, Math.floor(Date.now() / 1000) - startedAt);
  const mm = String(Math.floor(s / 60) % 60).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${mm}:${ss}`;
}

/** A labelled value with a copy button. */
function Field({
  label,
  value,
  testId,
  copied,
}: {
  label: string;
  value: string;
  testId: string;
  copied: string;
}) {
  const t = liveTexts.useT();
  return (
    <div className="golive-field">
      <div className="golive-label">{label}</div>
      <div className="golive-value">
        <code data-testid={testId}>{value}</code>
        <Button size="mini" onClick={() => copy(value, copied)}>
          {t('copy')}
        </Button>
      </div>
    </div>
  );
}

/** /golive: a host's OBS settings — the RTMP server, the stream key (shown once), its rotation. */
export function GoLivePage() {
  const t = liveTexts.useT();
  const lang = useLang();
  const { uid, info, rotate } = useStreamKey();
  const fresh = rotate.data?.key;
  const data = info.data;
  const refused = info.error instanceof MainApiError && info.error.kind === 'code';
  const { refetch } = info;
  const reload = useCallback(() => void refetch(), [refetch]);

  const askRotate = async () => {
    if (data?.key_created_at && !(await Dialog.confirm({ content: t('rotateConfirm') }))) return;
    rotate.mutate();
  };

  return (
    <div className="pane" data-testid="golive-page">
      <PageHeader title={t('title')} />
      <div className="scroll golive">
        {uid <= 0 && <p className="muted">{t('loginFirst')}</p>}
        {refused && <HostApply onHost={reload} />}
        {data && (
          <>
            <p className="golive-state" data-testid="golive-state" data-live={data.is_live}>
              {t(data.is_live ? 'live' : 'offline')}
            </p>
            {data.is_live === 1 && (
              <p className="golive-stats" data-testid="golive-stats">
                <span data-testid="golive-viewers">{t('viewersNow', { n: data.viewers })}</span>
                <span>{t('liveFor', { time: duration(data.started_at) })}</span>
              </p>
            )}
            {data.room_title && (
              <div className="golive-room">
                {data.room_cover && <img src={data.room_cover} alt="" />}
                <span data-testid="golive-room-title">{data.room_title}</span>
              </div>
            )}
            <p className="muted">{t('intro')}</p>
            {data.rtmp_url ? (
              <Field label={t('server')} value={data.rtmp_url} testId="golive-server" copied={t('copied')} />
            ) : (
              <p className="muted">{t('noIngest')}</p>
            )}
            {fresh ? (
              <>
                <Field label={t('streamKey')} value={fresh} testId="golive-key" copied={t('copied')} />
                <p className="golive-warn">{t('keyOnce')}</p>
              </>
            ) : (
              <p className="muted" data-testid="golive-key-hidden">
                {data.key_created_at
                  ? t('keyHidden', { time: localeDateTime(data.key_created_at * 1000, LANG_LOCALES[lang]) })
                  : t('noKey')}
              </p>
            )}
            <Button
              block
              color="primary"
              loading={rotate.isPending}
              onClick={askRotate}
              data-testid="golive-rotate"
            >
              {t('rotate')}
            </Button>
            <p className="muted golive-tips">{t('obsGuide')}</p>
          </>
        )}
      </div>
    </div>
  );
}
