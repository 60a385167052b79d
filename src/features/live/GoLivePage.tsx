import { Button, Dialog, Toast } from 'antd-mobile';
import { useCallback } from 'react';
import { MainApiError } from '../../api';
import { PageHeader } from '../../components';
import { HostApply } from './HostApply';
import { liveTexts } from './texts';
import { useStreamKey } from './useStreamKey';

function copy(text: string, done: string) {
  void navigator.clipboard?.writeText(text).then(() => Toast.show({ content: done }));
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
                  ? t('keyHidden', { time: new Date(data.key_created_at * 1000).toLocaleString() })
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
            <p className="muted golive-tips">{t('obsTips')}</p>
          </>
        )}
      </div>
    </div>
  );
}
