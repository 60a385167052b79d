import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import {
  COMMENT_PAGE_SIZE,
  HOME_TAB_TYPE,
  LIVE_PAGE_SIZE,
  type LiveRecordCard,
  type LiveRoomCard,
  NEWS_CLIENT_CHANNEL,
  NEWS_PAGE_SIZE,
  type Paged,
} from '../../protocol/mainApi';
import { useLang } from '../i18n';
import { mainApi } from './client';
import { MainApiError } from './mainApi';
import { queryClient } from './queryClient';

export { queryClient };

const EMPTY_PAGE = { list: [], total: 0 };

/** The page after `pages`, or undefined when the loaded count reached the total (spec 000 §4). */
export function nextPage<T>(pages: readonly Paged<T>[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  const last = pages[pages.length - 1];
  if (!last || loaded >= last.total || last.list.length === 0) return undefined;
  return pages.length + 1;
}

export function useBanners() {
  const lang = useLang();
  return useQuery({
    queryKey: ['banners', lang],
    queryFn: () => mainApi.list('encryptionBanner', {}, []),
  });
}

export function useHomeTabs() {
  const lang = useLang();
  return useQuery({
    queryKey: ['homeTabs', lang],
    queryFn: () => mainApi.list('encryptionHomeOptionType', {}, []),
  });
}

/** A home tab's rooms: a live-list type ({@link HOME_TAB_TYPE}), the Hot tab or the late-night tab. */
export type LiveSource = number | 'hot' | 'night';

/** Which endpoint lists a home tab's rooms: the live tab lists the newest broadcasts. */
function liveEndpoint(source: LiveSource) {
  if (source === 'hot') return 'encryptionTypeHostRecommHotPlay';
  if (source === 'night') return 'encryptionNightRooms';
  return source === HOME_TAB_TYPE.LIVE ? 'encryptionTypeHostRecommNew' : 'encryptionTypeHostRecomm';
}

/** A paged live list (pages of 10) of one home tab. */
export function useLiveList(source: LiveSource, enabled = true) {
  const lang = useLang();
  const type = typeof source === 'number' ? source : HOME_TAB_TYPE.RECOMMEND;
  return useInfiniteQuery({
    queryKey: ['liveList', source, lang],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<Paged<LiveRoomCard>> =>
      mainApi.list(liveEndpoint(source), { page: pageParam, limit: LIVE_PAGE_SIZE, type }, EMPTY_PAGE),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

/** Replays, newest first (pages of 10); one host's when `hostUid` is given (issue 45). */
export function useReplayList(hostUid = 0, enabled = true) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: ['replays', hostUid, lang],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<Paged<LiveRecordCard>> =>
      mainApi.list(
        'encryptionLiveRecordList',
        { page: pageParam, limit: LIVE_PAGE_SIZE, ...(hostUid > 0 ? { host_uid: hostUid } : {}) },
        EMPTY_PAGE,
      ),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

/** One replay by its id; an error of kind 'code' when it was hidden or removed. */
export function useReplay(id: number) {
  return useQuery({
    queryKey: ['replay', id],
    enabled: id > 0,
    queryFn: () => mainApi.call('liveRecordInfo', { id }),
    retry: (count, error) => !(error instanceof MainApiError && error.kind === 'code') && count < 2,
  });
}

/** The news list (pages of 20). */
export function useNewsList(enabled = true) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: ['news', lang],
    enabled,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      mainApi.list(
        'encryptionNewsData',
        { pageNum: pageParam, pageSize: NEWS_PAGE_SIZE, client_channel: NEWS_CLIENT_CHANNEL },
        EMPTY_PAGE,
      ),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

export function useNewsDetail(id: number, uid: number) {
  return useQuery({
    queryKey: ['newsDetail', id, uid],
    enabled: id > 0,
    queryFn: () => mainApi.call('ballNewsDetail', { id }),
  });
}

export function useNewsComments(id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['newsComments', id],
    enabled: enabled && id > 0,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      mainApi.list('ballNewsCommentList', { id, page: pageParam, limit: COMMENT_PAGE_SIZE }, EMPTY_PAGE),
    getNextPageParam: (_last, pages) => nextPage(pages),
  });
}

export function useZanMutation(id: number) {
  return useMutation({
    mutationFn: (zan: 0 | 1) => mainApi.call('ballNewsZan', { id, zan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['newsDetail', id] }),
  });
}

export function useCommentMutation(id: number) {
  return useMutation({
    mutationFn: (content: string) => mainApi.call('ballNewsComment', { id, content }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['newsComments', id] }),
        queryClient.invalidateQueries({ queryKey: ['newsDetail', id] }),
      ]),
  });
}

/**
 * The shielded words (encryptionMsgShield): masked in what the chat composers send and in every
 * chat line shown. Read once a session; none until they come.
 */
export function useShieldWords(): readonly string[] {
  const query = useQuery({
    queryKey: ['shieldWords'],
    queryFn: () => mainApi.list('encryptionMsgShield', {}, []),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query.data ?? NO_WORDS;
}
const NO_WORDS: readonly string[] = [];

export function useHotWords() {
  const lang = useLang();
  return useQuery({
    queryKey: ['hotWords', lang],
    queryFn: () => mainApi.list('encryptionSearchShow', {}, []),
  });
}

export function useSearch(keyword: string) {
  return useQuery({
    queryKey: ['search', keyword],
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
    queryFn: () =>
      mainApi.list(
        'encryptionHomeSearchData',
        { keyword: keyword.trim() },
        { hosts: [], rooms: [], news: [], matches: [] },
      ),
  });
}

/** The announcement, polled every 30 s (spec 000 §4). */
export const NOTICE_POLL_MS = 30_000;

export function useNoticeConfig(enabled = true) {
  return useQuery({
    queryKey: ['noticeConfig'],
    enabled,
    refetchInterval: NOTICE_POLL_MS,
    refetchIntervalInBackground: false,
    queryFn: () => mainApi.list('noticeConfig', {}, { notice_open: 0, notice_pre_content: '' }),
  });
}

/** Scrolling notice texts (encryptionTxtShuff). */
export function useNotices() {
  const lang = useLang();
  return useQuery({
    queryKey: ['notices', lang],
    queryFn: () => mainApi.list('encryptionTxtShuff', {}, []),
  });
}

/** Today's matches of both sports (encryptionRecommMatch, type 0, is_has_video 0). */
export function useTodayMatches() {
  const lang = useLang();
  return useQuery({
    queryKey: ['todayMatches', lang],
    queryFn: () =>
      mainApi.list('encryptionRecommMatch', { type: 0, is_has_video: 0 }, { list: [], top_list: [] }),
  });
}
