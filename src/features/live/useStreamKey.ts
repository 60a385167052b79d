import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { MainLiveEndpoints, StreamKeyInfo } from '../../../protocol/mainApiLive';
import { MainApiError, mainApi } from '../../api';
import { session } from '../../state/session';

type KeyCall = 'liveStreamKey' | 'liveStreamKeyRotate' | 'liveStreamEnd' | 'liveRoomEdit';

async function call<N extends KeyCall>(
  name: N,
  params: MainLiveEndpoints[N]['params'],
): Promise<StreamKeyInfo> {
  const answer = await mainApi.request(name, params as never);
  if (answer.code !== 200 || answer.data === undefined)
    throw new MainApiError('code', name, answer.msg || `code ${answer.code}`, answer.code);
  return answer.data;
}

/** How often the page asks again (ms): the live figures every 5 s while live, else for the state. */
const LIVE_REFRESH_MS = 5_000;
const OFFLINE_REFRESH_MS = 10_000;

/**
 * The host's stream settings and live figures; a rotation whose answer (with the key) is kept until
 * the page closes; ending the broadcast; editing the room's title and cover.
 */
export function useStreamKey() {
  const { uid } = useSnapshot(session);
  const client = useQueryClient();
  const queryKey = ['streamKey', uid];
  const info = useQuery({
    queryKey,
    enabled: uid > 0,
    queryFn: () => call('liveStreamKey', {}),
    retry: (count, error) => !(error instanceof MainApiError && error.kind === 'code') && count < 2,
    refetchInterval: (q) => (q.state.data?.is_live === 1 ? LIVE_REFRESH_MS : OFFLINE_REFRESH_MS),
  });
  const keep = (data: StreamKeyInfo) => client.setQueryData(queryKey, { ...data, key: undefined });
  const rotate = useMutation({ mutationFn: () => call('liveStreamKeyRotate', {}), onSuccess: keep });
  const end = useMutation({ mutationFn: () => call('liveStreamEnd', {}), onSuccess: keep });
  const edit = useMutation({
    mutationFn: (fields: MainLiveEndpoints['liveRoomEdit']['params']) => call('liveRoomEdit', fields),
    onSuccess: keep,
  });
  return { uid, info, rotate, end, edit };
}
