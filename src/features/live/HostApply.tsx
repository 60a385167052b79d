import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Selector, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  HOST_APPLY_LIMITS,
  HOST_CATEGORIES,
  type HostApplicationInfo,
  type HostCategory,
  LIVE_API_CODE,
} from '../../../protocol/mainApiLive';
import { MainApiError, mainApi } from '../../api';
import { useGo } from '../../app/navigation';
import { emit } from '../../state/events';
import { session } from '../../state/session';
import { RoomFields, useRoomFields } from './RoomFields';
import { liveTexts } from './texts';

type Fields = { room_title: string; category: HostCategory; room_cover: string; intro: string };

async function call<N extends 'hostApplication' | 'hostApply'>(
  name: N,
  params: N extends 'hostApply' ? Fields : Record<string, never>,
): Promise<HostApplicationInfo> {
  const answer = await mainApi.request(name, params as never);
  if (answer.code !== 200 || answer.data === undefined)
    throw new MainApiError('code', name, answer.msg || `code ${answer.code}`, answer.code);
  return answer.data;
}

/** The caller's host application (issue 45), and applying (polled while pending). */
export function useHostApplication() {
  const { uid } = useSnapshot(session);
  const client = useQueryClient();
  const info = useQuery({
    queryKey: ['hostApplication', uid],
    enabled: uid > 0,
    queryFn: () => call('hostApplication', {}),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 5_000 : false),
  });
  const apply = useMutation({
    mutationFn: (fields: Fields) => call('hostApply', fields),
    onSuccess: (data) => client.setQueryData(['hostApplication', uid], data),
  });
  return { info, apply };
}

const CATEGORY_TEXT = {
  football: 'catFootball',
  basketball: 'catBasketball',
  esports: 'catEsports',
  other: 'catOther',
} as const;

/**
 * /golive for a user who hosts no room: the application form, or where their application stands.
 * Once approved, `onHost` reloads the host's stream page.
 */
export function HostApply({ onHost }: { onHost: () => void }) {
  const t = liveTexts.useT();
  const go = useGo();
  const { info, apply } = useHostApplication();
  const data = info.data;
  const [editing, setEditing] = useState(false);
  const room = useRoomFields();
  const [category, setCategory] = useState<HostCategory>('football');
  const [intro, setIntro] = useState('');

  const approved = data?.status === 'approved' && data.is_host === 1;
  useEffect(() => {
    if (approved) onHost();
  }, [approved, onHost]);
  if (!data || approved) return null;

  if (!data.has_phone || !data.has_real_name)
    return (
      <section className="golive-apply" data-testid="golive-apply-needs">
        <p className="golive-apply-title">{t('applyTitle')}</p>
        <p className="muted">{t(data.has_phone ? 'needRealName' : 'needPhone')}</p>
        <Button
          block
          color="primary"
          // NOTE: a phone is verified in the login sheet, which inside a native shell is the shell's login.
          onClick={() => (data.has_phone ? go('/realname') : emit('showLogin', {}))}
          data-testid="golive-apply-step"
        >
          {t(data.has_phone ? 'goRealName' : 'goPhone')}
        </Button>
      </section>
    );

  if (data.status === 'pending')
    return (
      <section className="golive-apply" data-testid="golive-pending">
        <p className="golive-apply-title">{t('pendingTitle')}</p>
        <p className="muted">{t('pendingBody', { title: data.room_title })}</p>
        {data.room_cover && <img className="golive-apply-cover" src={data.room_cover} alt="" />}
      </section>
    );

  if (data.status === 'refused' && !editing)
    return (
      <section className="golive-apply" data-testid="golive-refused">
        <p className="golive-apply-title">{t('refusedTitle')}</p>
        <p className="golive-warn" data-testid="golive-refused-reason">
          {t('refusedReason', { reason: data.reason })}
        </p>
        <Button
          block
          color="primary"
          onClick={() => {
            room.fill(data);
            setIntro(data.intro);
            setCategory(data.category);
            setEditing(true);
          }}
          data-testid="golive-reapply"
        >
          {t('applyAgain')}
        </Button>
      </section>
    );

  const submit = async () => {
    if (!room.filled || !intro.trim()) {
      Toast.show({ content: t('applyMissing') });
      return;
    }
    try {
      await apply.mutateAsync({ ...room.filled, category, intro: intro.trim() });
      setEditing(false);
    } catch (error) {
      const code = error instanceof MainApiError ? error.code : undefined;
      Toast.show({
        content:
          code === LIVE_API_CODE.ALREADY_PENDING
            ? t('pendingTitle')
            : code === LIVE_API_CODE.NEEDS_REAL_NAME
              ? t('needRealName')
              : code === LIVE_API_CODE.NEEDS_PHONE
                ? t('needPhone')
                : t('applyFailed'),
      });
    }
  };

  return (
    <section className="golive-apply" data-testid="golive-apply">
      <p className="golive-apply-title">{t('applyTitle')}</p>
      <p className="muted">{t('applyIntro')}</p>
      <RoomFields fields={room} titleTestId="golive-apply-title" coverTestId="golive-apply-cover" />
      <span className="golive-label">{t('category')}</span>
      {/* NOTE: two a row: the Thai and Indonesian names are too long for four. */}
      <Selector
        columns={2}
        value={[category]}
        onChange={(v) => v[0] && setCategory(v[0])}
        options={HOST_CATEGORIES.map((c) => ({ value: c, label: t(CATEGORY_TEXT[c]) }))}
        data-testid="golive-apply-category"
      />
      <span className="golive-label">{t('aboutMe')}</span>
      <TextArea
        value={intro}
        onChange={setIntro}
        maxLength={HOST_APPLY_LIMITS.intro}
        showCount
        rows={2}
        placeholder={t('aboutMeHint')}
        data-testid="golive-apply-intro"
      />
      <Button
        block
        color="primary"
        loading={apply.isPending || room.uploading}
        onClick={submit}
        data-testid="golive-apply-submit"
      >
        {t('applySubmit')}
      </Button>
    </section>
  );
}
