import { Button, Dialog, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { STREAM_END_HOLD_S, type StreamKeyInfo } from '../../../protocol/mainApiLive';
import { MainApiError } from '../../api';
import { PageHeader } from '../../components';
import { LANG_LOCALES, useLang } from '../../i18n';
import { durationClock, localeDateTime } from '../../lib/dateFormat';
import { coinCode, formatCents } from '../wallet';
import { HostApply } from './HostApply';
import { RoomFields, useRoomFields } from './RoomFields';
import { liveTexts } from './texts';
import { useStreamKey } from './useStreamKey';

function copy(text: string, done: string) {
  void navigator.clipboard?.writeText(text).then(() => Toast.show({ content: done }));
}

/** The time now (ms), again every second while `on`: the broadcast's duration ticks with it. */
function useSecondTick(on: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

/** Amounts of several coin types, as `15.00 CNY + 2.00 USD` (`0.00 CNY` for none). */
function amounts(totals: readonly { cointype: number; cents: number }[]): string {
  if (totals.length === 0) return `${formatCents(0)} ${coinCode(0)}`;
  return totals.map((x) => `${formatCents(x.cents)} ${coinCode(x.cointype)}`).join(' + ');
}

/** The live figures of the broadcast under way: its audience, duration, gifts and red packets. */
function LiveFigures({ data }: { data: StreamKeyInfo }) {
  const t = liveTexts.useT();
  const now = useSecondTick(true);
  const cell = (label: string, value: string, testId: string) => (
    <div className="golive-stat" data-testid={testId}>
      <span className="golive-stat-label">{label}</span>
      <span className="golive-stat-value">{value}</span>
    </div>
  );
  const { gifts, red_packets: packets } = data;
  return (
    <section className="golive-stats" data-testid="golive-stats">
      <div className="golive-stats-row">
        {cell(t('statViewers'), String(data.viewers), 'golive-viewers')}
        {cell(t('statPeak'), String(data.peak_viewers), 'golive-peak')}
        {cell(t('statDuration'), durationClock(now / 1000 - data.started_at), 'golive-duration')}
      </div>
      {cell(t('statGifts'), t('countAmount', { n: gifts.count, amount: amounts([gifts]) }), 'golive-gifts')}
      {cell(
        t('statRedPackets'),
        t('countAmount', { n: packets.count, amount: amounts(packets.totals) }),
        'golive-redpackets',
      )}
    </section>
  );
}

/** The room's title and cover, and the host editing them (the cover through the upload endpoint). */
function RoomEditor({ data }: { data: StreamKeyInfo }) {
  const t = liveTexts.useT();
  const { edit } = useStreamKey();
  const room = useRoomFields();
  const [editing, setEditing] = useState(false);
  const start = () => {
    room.fill(data);
    setEditing(true);
  };
  const save = async () => {
    if (!room.filled) {
      Toast.show({ content: t('editMissing') });
      return;
    }
    try {
      await edit.mutateAsync(room.filled);
      setEditing(false);
      Toast.show({ content: t('saved') });
    } catch {
      Toast.show({ content: t('saveFailed') });
    }
  };
  if (!editing)
    return (
      <div className="golive-room">
        {data.room_cover && <img src={data.room_cover} alt="" />}
        <span className="golive-room-title" data-testid="golive-room-title">
          {data.room_title}
        </span>
        <Button size="mini" onClick={start} data-testid="golive-room-edit">
          {t('editRoom')}
        </Button>
      </div>
    );
  return (
    <section className="golive-apply" data-testid="golive-room-form">
      <RoomFields fields={room} titleTestId="golive-room-title-input" coverTestId="golive-room-cover" />
      <div className="golive-actions">
        <Button onClick={() => setEditing(false)}>{t('cancel')}</Button>
        <Button
          color="primary"
          loading={edit.isPending || room.uploading}
          onClick={save}
          data-testid="golive-room-save"
        >
          {t('save')}
        </Button>
      </div>
    </section>
  );
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
  const { uid, info, rotate, end } = useStreamKey();
  const fresh = rotate.data?.key;
  const data = info.data;
  const refused = info.error instanceof MainApiError && info.error.kind === 'code';
  const { refetch } = info;
  const reload = useCallback(() => void refetch(), [refetch]);

  const askRotate = async () => {
    if (data?.key_created_at && !(await Dialog.confirm({ content: t('rotateConfirm') }))) return;
    rotate.mutate();
  };

  const askEnd = async () => {
    if (!(await Dialog.confirm({ content: t('endConfirm', { s: STREAM_END_HOLD_S }) }))) return;
    try {
      await end.mutateAsync();
      Toast.show({ content: t('ended') });
    } catch {
      Toast.show({ content: t('endFailed') });
    }
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
              <>
                <LiveFigures data={data} />
                <Button
                  block
                  color="danger"
                  fill="outline"
                  loading={end.isPending}
                  onClick={askEnd}
                  data-testid="golive-end"
                >
                  {t('endStream')}
                </Button>
              </>
            )}
            <RoomEditor data={data} />
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
