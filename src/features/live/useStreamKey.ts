import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { StreamKeyInfo } from '../../../protocol/mainApiLive';
import { MainApiError, mainApi } from '../../api';
import { session } from '../../state/session';

async function call<N extends 'liveStreamKey' | 'liveStreamKeyRotate'>(name: N): Promise<StreamKeyInfo> {
  const answer = await mainApi.request(name, {});
  if (answer.code !== 200 || answer.data === undefined)
    throw new MainApiError('code', name, answer.msg || `code ${answer.code}`, answer.code);
  return answer.data;
}

/** The host's stream settings, and a rotation whose answer (with the key) is kept until the page closes. */
export function useStreamKey() {
  const { uid } = useSnapshot(session);
  const client = useQueryClient();
  const info = useQuery({
    queryKey: ['streamKey', uid],
    enabled: uid > 0,
    queryFn: () => call('liveStreamKey'),
    retry: (count, error) => !(error instanceof MainApiError && error.kind === 'code') && count < 2,
    refetchInterval: 10_000,
  });
  const rotate = useMutation({
    mutationFn: () => call('liveStreamKeyRotate'),
    onSuccess: (data) => client.setQueryData(['streamKey', uid], { ...data, key: undefined }),
  });
  return { uid, info, rotate };
}
