import { useMutation, useQuery } from '@tanstack/react-query';
import type { MatchItem, MatchSettings } from '../../../protocol/sportsApi';
import { mainApi, queryClient } from '../../api';
import { useLang } from '../../i18n';
import { dayOffsetMinutes } from '../../lib/dateFormat';
import { useSession } from '../session';

/** How often lists and the detail page refresh while they show (ms). */
export const REFRESH_MS = 10_000;

/**
 * Shows the last list while the next one loads (another day, sport or language), but never one
 * fetched for someone else: the user's settings (hidden sports and leagues) filter it.
 * The uid is the last part of the query key.
 */
function keepOwnPrevious<T>(uid: number) {
  return (previous: T | undefined, query: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    query?.queryKey.at(-1) === uid ? previous : undefined;
}

/**
 * True once the lists may be asked for: a stored session first logs in again (its main-API token
 * is replaced), so until then an answer would miss the user's hidden sports and leagues.
 */
function useListsReady(): { uid: number; ready: boolean } {
  const { uid, status } = useSession();
  return { uid, ready: status !== 'starting' || uid === 0 };
}

/**
 * The matches of one sport on one day of the device's (its offset from UTC goes with the date,
 * docs/time.md), refreshing while `live` (the page shows).
 */
export function useMatchList(typeId: number, date: string, live: boolean) {
  const lang = useLang();
  const { uid, ready } = useListsReady();
  const offset = dayOffsetMinutes(date);
  return useQuery({
    queryKey: ['matchList', typeId, date, offset, lang, uid],
    enabled: ready,
    placeholderData: keepOwnPrevious(uid),
    refetchInterval: live ? REFRESH_MS : false,
    refetchIntervalInBackground: false,
    queryFn: () =>
      mainApi.list(
        'encryptionMatchInfo',
        { type_id: typeId, date, utc_offset: offset },
        { date, list: [], leagues: [] },
      ),
  });
}

/** The score page: in play, the next 24 h, the last 24 h (ScoreHome). */
export function useScoreHome(typeId: number, live: boolean) {
  const lang = useLang();
  const { uid, ready } = useListsReady();
  return useQuery({
    queryKey: ['scoreHome', typeId, lang, uid],
    enabled: ready,
    placeholderData: keepOwnPrevious(uid),
    refetchInterval: live ? REFRESH_MS : false,
    refetchIntervalInBackground: false,
    queryFn: () =>
      mainApi.list('ScoreHome', { type_id: typeId }, { list: [], live_count: 0, follow_ids: [] }),
  });
}

export function useFollowList(enabled: boolean, live: boolean) {
  const { uid } = useSession();
  return useQuery({
    queryKey: ['matchFollows', uid],
    enabled: enabled && uid > 0,
    refetchInterval: live ? REFRESH_MS : false,
    refetchIntervalInBackground: false,
    queryFn: () => mainApi.call('matchFollowList', {}),
  });
}

export function useMatchDetail(id: number, live: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: ['matchDetail', id, lang],
    enabled: id > 0,
    refetchInterval: live ? REFRESH_MS : false,
    refetchIntervalInBackground: false,
    queryFn: () => mainApi.call('encryptionMatchDetail', { id }),
  });
}

export function useAnalysis(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['matchAnalysis', id],
    enabled: enabled && id > 0,
    queryFn: () => mainApi.call('encryptionAnalysis', { id }),
  });
}

export function useLineup(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['matchLineup', id],
    enabled: enabled && id > 0,
    queryFn: () => mainApi.call('encryptionMatchLineUp', { id }),
  });
}

export function usePlayerStats(id: number, enabled: boolean, live: boolean) {
  return useQuery({
    queryKey: ['matchPlayers', id],
    enabled: enabled && id > 0,
    refetchInterval: live ? REFRESH_MS : false,
    refetchIntervalInBackground: false,
    queryFn: () => mainApi.call('encryptionPlayerStats', { id }),
  });
}

/** The live room showing a match (encryptionMatchCheckHost), 0 when none. */
export function useMatchRoom(match: Pick<MatchItem, 'id' | 'type_id'> | undefined) {
  return useQuery({
    queryKey: ['matchRoom', match?.id],
    enabled: match !== undefined,
    queryFn: () =>
      match ? mainApi.call('encryptionMatchCheckHost', { match_type: match.type_id, match_id: match.id }) : 0,
  });
}

/** Follows (1) or unfollows (0) a match; every list showing it is refreshed. */
export function useFollowMutation() {
  return useMutation({
    mutationFn: ({ id, follow }: { id: number; follow: 0 | 1 }) =>
      mainApi.call('matchFollow', { id, follow }),
    onSuccess: () =>
      Promise.all(
        ['matchList', 'scoreHome', 'matchFollows', 'matchDetail'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}

export function useMatchSettings(enabled: boolean) {
  const { uid } = useSession();
  return useQuery({
    queryKey: ['matchSettings', uid],
    enabled: enabled && uid > 0,
    queryFn: () => mainApi.call('matchSettings', {}),
  });
}

/** Saves settings; lists are comma-separated ids on the wire. */
export function useSaveSettings() {
  return useMutation({
    mutationFn: (s: Partial<MatchSettings>) =>
      mainApi.call('matchSettingsSave', {
        ...(s.sports ? { sports: s.sports.join(',') } : {}),
        ...(s.hidden_leagues ? { hidden_leagues: s.hidden_leagues.join(',') } : {}),
        ...(s.alerts !== undefined ? { alerts: s.alerts } : {}),
        ...(s.sound !== undefined ? { sound: s.sound } : {}),
      }),
    onSuccess: (saved) => {
      queryClient.setQueriesData({ queryKey: ['matchSettings'] }, (old: unknown) =>
        old && typeof old === 'object' ? { ...old, ...saved } : old,
      );
      return Promise.all(
        ['matchList', 'scoreHome'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
