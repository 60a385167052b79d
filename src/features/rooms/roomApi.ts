import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MainApiAnswer } from '../../../protocol/mainApi';
import type { MainRoomEndpointName, MainRoomEndpoints } from '../../../protocol/mainApiRooms';
import { MainApiError, mainApi, nextPage } from '../../api';
import { useLang } from '../../i18n';

type Params<N extends MainRoomEndpointName> = MainRoomEndpoints[N]['params'];
type Data<N extends MainRoomEndpointName> = MainRoomEndpoints[N]['data'];

/** The live-room endpoints (protocol/mainApiRooms.ts) through the app's main-API client. */
export const roomApi = {
  request<N extends MainRoomEndpointName>(name: N, params: Params<N>): Promise<MainApiAnswer<Data<N>>> {
    return mainApi.request(name, params);
  },
  /** `data` of a code-200 answer; throws {@link MainApiError} (kind 'code' with the code) otherwise. */
  async call<N extends MainRoomEndpointName>(name: N, params: Params<N>): Promise<Data<N>> {
    const answer = await roomApi.request(name, params);
    if (answer.code !== 200 || answer.data === undefined) {
      throw new MainApiError('code', name, answer.msg || `code ${answer.code}`, answer.code);
    }
    return answer.data;
  },
};

export function useHostInfo(roomId: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['hostInfo', roomId, lang],
    enabled: roomId > 0,
    queryFn: () => roomApi.call('encryptionHostInfo', { room_id: roomId }),
    retry: (count, error) => !(error instanceof MainApiError && error.kind === 'code') && count < 2,
  });
}

export function useGiftList(enabled: boolean) {
  return useQuery({
    queryKey: ['giftList'],
    enabled,
    queryFn: () => roomApi.call('GiftList', {}),
  });
}

export function useWatchHistory(uid: number) {
  return useInfiniteQuery({
    queryKey: ['watchHistory', uid],
    enabled: uid > 0,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => roomApi.call('encryptionGetHistory', { page: pageParam, limit: 20 }),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

export function useFocusHosts(uid: number) {
  return useQuery({
    queryKey: ['focusHosts', uid],
    enabled: uid > 0,
    queryFn: () => roomApi.call('encryptionShowFocusHost', {}),
  });
}

export function useHostRanking(type: number) {
  const lang = useLang();
  return useQuery({
    queryKey: ['hostRanking', type, lang],
    queryFn: () => mainApi.list('hostRankingList', { type, limit: 50 }, []),
  });
}

/**
 * Whether the room is broadcasting, and its stream now (encryptionLiveInfo), asked again every 15 s:
 * the player starts when the host goes live and shows the offline card when the host stops.
 */
export function useLiveInfo(roomId: number) {
  return useQuery({
    queryKey: ['liveInfo', roomId],
    enabled: roomId > 0,
    queryFn: () => roomApi.call('encryptionLiveInfo', { room_id: roomId }),
    refetchInterval: 15_000,
  });
}
