import { useEffect, useMemo, useRef, useState } from 'react';
import type { Banner, LiveRoomCard } from '../../../protocol/mainApi';
import { useBanners, useLiveList } from '../../api';
import { AppLink, Avatar } from '../../components';
import { useModalOpen } from '../../state/modal';
import { playerTexts } from './texts';

/** Chat ad types (spec 000 §3): 1 banner ad, 2 in-room play ad, 3 simulated private message from a host. */
export const CHAT_AD_TYPE = { BANNER: 1, PLAY: 2, PRIVATE: 3 } as const;

type Ad =
  | { key: number; type: typeof CHAT_AD_TYPE.BANNER; banner: Banner }
  | { key: number; type: typeof CHAT_AD_TYPE.PLAY | typeof CHAT_AD_TYPE.PRIVATE; room: LiveRoomCard };

/** Shown at once; older ones give way. */
const MAX_ADS = 2;

/**
 * Every `intervalSeconds` the next chat ad (types 1, 2, 3 in turn), at the end of the chat; one due
 * while a red packet is open comes when it closes.
 */
export function useChatAds(roomId: number, intervalSeconds: number): Ad[] {
  const banners = useBanners();
  const live = useLiveList(0, intervalSeconds > 0);
  const rooms = useMemo(
    () => (live.data?.pages.flatMap((p) => p.list) ?? []).filter((r) => r.room_id !== roomId),
    [live.data, roomId],
  );
  const bannerList = banners.data ?? [];
  const [ads, setAds] = useState<Ad[]>([]);
  const [tick, setTick] = useState(0);
  const modal = useModalOpen();
  const shownTick = useRef(0);

  useEffect(() => {
    if (intervalSeconds <= 0) return;
    const timer = setInterval(() => setTick((n) => n + 1), intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [intervalSeconds]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new ad only on a tick of the interval (or the modal closing)
  useEffect(() => {
    if (tick === shownTick.current || modal) return;
    shownTick.current = tick;
    const type = ((tick - 1) % 3) + 1;
    const pick = <T,>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
    let ad: Ad | undefined;
    if (type === CHAT_AD_TYPE.BANNER) {
      const banner = pick(bannerList);
      if (banner) ad = { key: tick, type: CHAT_AD_TYPE.BANNER, banner };
    } else {
      const room = pick(rooms);
      if (room) ad = { key: tick, type: type === 2 ? CHAT_AD_TYPE.PLAY : CHAT_AD_TYPE.PRIVATE, room };
    }
    if (ad) setAds((prev) => [...prev, ad].slice(-MAX_ADS));
  }, [tick, modal]);

  return ads;
}

/** One chat ad as a line of the chat. */
export function ChatAd({ ad }: { ad: Ad }) {
  const t = playerTexts.useT();
  if (ad.type === CHAT_AD_TYPE.BANNER) {
    const { banner } = ad;
    const external = /^https?:\/\//i.test(banner.jump_url);
    const content = (
      <>
        <img src={banner.cover} alt="" />
        <span className="chat-ad-tag">{t('ad')}</span>
      </>
    );
    return external ? (
      <a
        className="chat-ad chat-ad-banner"
        href={banner.jump_url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="chat-ad"
      >
        {content}
      </a>
    ) : (
      <AppLink
        className="chat-ad chat-ad-banner"
        to={banner.jump_room_id > 0 ? `/player?id=${banner.jump_room_id}` : '/'}
        testId="chat-ad"
      >
        {content}
      </AppLink>
    );
  }
  const { room } = ad;
  if (ad.type === CHAT_AD_TYPE.PLAY) {
    return (
      <AppLink className="chat-ad chat-ad-play" to={`/player?id=${room.room_id}`} testId="chat-ad">
        <img src={room.room_cover} alt="" />
        <span className="chat-ad-body">
          <span className="chat-ad-title" data-content>
            {room.room_title}
          </span>
          <span className="chat-ad-host" data-content>
            {room.nickName}
          </span>
        </span>
        <span className="chat-ad-go">{t('adWatch')}</span>
      </AppLink>
    );
  }
  return (
    <AppLink className="chat-ad chat-ad-private" to={`/player?id=${room.room_id}`} testId="chat-ad">
      <Avatar url={room.headurl} name={room.nickName} seed={room.uid} size={40} className="chat-ad-avatar" />
      <span className="chat-ad-body">
        <span className="chat-ad-host">
          <span data-content>{room.nickName}</span> · {t('adFrom')}
        </span>
        <span className="chat-ad-title">{t('adPrivate')}</span>
      </span>
    </AppLink>
  );
}
