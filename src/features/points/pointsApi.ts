import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import type { Paged } from '../../../protocol/mainApi';
import type {
  AccountEndpointName,
  AccountEndpoints,
  MallOrder,
  PointsRow,
} from '../../../protocol/mainApiAccount';
import { MainApiError, mainApi, nextPage } from '../../api';
import { LANG_LOCALES, type Lang, useLang } from '../../i18n';
import { localeDate, localeDateTime } from '../../lib/dateFormat';
import { session } from '../../state/session';

type Params<N extends AccountEndpointName> = AccountEndpoints[N]['params'];
type Data<N extends AccountEndpointName> = AccountEndpoints[N]['data'];

/** `data` of a code-200 answer of a points endpoint (the spec's account area); throws {@link MainApiError} otherwise. */
export async function pointsCall<N extends AccountEndpointName>(
  name: N,
  params: Params<N>,
): Promise<Data<N>> {
  const answer = await mainApi.request(name, params);
  if (answer.code !== 200 || answer.data === undefined)
    throw new MainApiError('code', name, answer.msg || `code ${answer.code}`, answer.code);
  return answer.data;
}

const noRetryOnCode = (count: number, error: unknown) =>
  !(error instanceof MainApiError && error.kind === 'code') && count < 2;

/**
 * The session's uid and token, and whether the session is logged in. NOTE: queries wait for the
 * start-up login (a stored token may be replaced by it) and are keyed by the token, so a new one
 * reads again.
 */
function useCaller() {
  const { uid, token, status } = useSnapshot(session);
  return { uid, token, ready: status === 'ready' && uid > 0 && token !== '' };
}

function usePointsQuery<N extends AccountEndpointName>(name: N, params: Params<N>, enabled = true) {
  const { uid, token, ready } = useCaller();
  const lang = useLang();
  return useQuery({
    queryKey: ['points', name, uid, token, lang, params],
    enabled: ready && enabled,
    queryFn: () => pointsCall(name, params),
    retry: noRetryOnCode,
  });
}

export const useSignInfo = () => usePointsQuery('encryptionSignInfo', {});
export const useVipData = () => usePointsQuery('getVipData', {});
export const useMallItems = () => usePointsQuery('encryptionMallItems', {});
export const useMallItem = (id: number) => usePointsQuery('encryptionMallItem', { id }, id > 0);
export const useAddresses = () => usePointsQuery('encryptionAddressList', {});
export const useRealName = () => usePointsQuery('encryptionRealNameInfo', {});
export const useInviteInfo = () => usePointsQuery('encryptionInviteInfo', {});
export const useActivities = () => usePointsQuery('encryptionActivityList', {});
export const useActivity = (id: number) => usePointsQuery('encryptionActivityDetail', { id }, id > 0);

function usePaged<T>(name: 'encryptionPointsDetail' | 'encryptionMallOrders') {
  const { uid, token, ready } = useCaller();
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: ['points', name, uid, token, lang],
    enabled: ready,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => pointsCall(name, { page: pageParam, limit: 20 }) as Promise<Paged<T>>,
    getNextPageParam: (_last, pages) => nextPage(pages),
    retry: noRetryOnCode,
  });
}

export const usePointsDetail = () => usePaged<PointsRow>('encryptionPointsDetail');
export const useMallOrders = () => usePaged<MallOrder>('encryptionMallOrders');

/** A change of the points area: on success every points query is read again. */
export function usePointsMutation<N extends AccountEndpointName>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: Params<N>) => pointsCall(name, params),
    onSuccess: () => client.invalidateQueries({ queryKey: ['points'] }),
  });
}

/** An amount in cents of coin type 0, with its unit in the interface language. */
export function money(cents: number, lang: Lang): string {
  const value = (cents / 100).toFixed(2);
  return lang === 'zh' ? `${value} 元` : lang === 'th' ? `${value} เหรียญ` : `${value} koin`;
}

/** A unix-seconds time as a local date and time without seconds. */
export function dateTime(seconds: number, lang: Lang): string {
  return localeDateTime(seconds * 1000, LANG_LOCALES[lang]);
}

export function dateOnly(seconds: number, lang: Lang): string {
  return localeDate(seconds * 1000, LANG_LOCALES[lang]);
}
