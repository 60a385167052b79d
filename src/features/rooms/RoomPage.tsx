import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { HostInfo } from '../../../protocol/mainApiRooms';
import { MainApiError } from '../../api';
import { LOG_ACTION, useLogActionOnce } from '../../api/actionLog';
import { Empty, OfflineState, PageHeader, Spinner, Tabs } from '../../components';
import { useDrawnInSlices } from '../../lib/drawnInSlices';
import { config } from '../../state/config';
import { session } from '../../state/session';
import { HostReplays } from '../home';
import { ChatAd, useChatAds } from './ChatAds';
import { giftOf } from './chatRules';
import { GiftBurst, type KeyedGift } from './GiftBurst';
import { GiftPanel } from './GiftPanel';
import { HostTab } from './HostTab';
import { useLiveJump } from './LiveJump';
import { RankList } from './RankList';
import { RoomChat } from './RoomChat';
import { RoomHeader } from './RoomHeader';
import { roomApi, useHostInfo, useLiveInfo } from './roomApi';
import { roomCounts } from './roomCounts';
import { playerTexts } from './texts';
import { useRoomChat } from './useRoomChat';
import { useWatchReport } from './useWatchReport';
import { VideoPlayer } from './VideoPlayer';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The room id: `id`, or the hottest room showing match `mi` of type `mt` (the ax=12 redirect). */
function useRoomId(): { roomId: number; pending: boolean } {
  const [params] = useSearchParams();
  const id = positive(params.get('id'));
  const mt = positive(params.get('mt'));
  const mi = positive(params.get('mi'));
  const byMatch = useQuery({
    queryKey: ['matchRoom', mt, mi],
    enabled: id === 0 && mi > 0,
    queryFn: () => roomApi.call('encryptionMatchCheckHost', { match_type: mt, match_id: mi }),
  });
  if (id > 0) return { roomId: id, pending: false };
  return { roomId: byMatch.data ?? 0, pending: mi > 0 && byMatch.isPending };
}

/** /player, /play and /mnightplayer: the live room. */
export function RoomPage() {
  const t = playerTexts.useT();
  const { roomId, pending } = useRoomId();
  const info = useHostInfo(roomId);
  const shown = useDrawnInSlices(info.data);
  if (shown) return <LiveRoom key={roomId} info={shown} />;
  // NOTE: only the server's answer says a room does not exist; a request that never got through
  // (offline, server unreachable) shows the offline state and is fetched again when back.
  const gone = info.error instanceof MainApiError && info.error.kind === 'code';
  const unreachable = roomId > 0 && (info.fetchStatus === 'paused' || (info.isError && !gone));
  return (
    <div className="pane player-page" data-testid="player-page">
      <PageHeader title="" />
      {unreachable ? (
        <OfflineState onRetry={() => void info.refetch()} />
      ) : (pending || info.isPending || info.data) && roomId > 0 ? (
        <div className="player-pending">
          <Spinner />
        </div>
      ) : (
        <Empty text={t('roomGone')} />
      )}
    </div>
  );
}

function LiveRoom({ info }: { info: HostInfo }) {
  const t = playerTexts.useT();
  const { server } = useSnapshot(config);
  const { uid } = useSnapshot(session);
  const [heat, setHeat] = useState(info.heat);
  useLogActionOnce(`room:${info.room.room_id}`, {
    action_id: LOG_ACTION.DOWNLOAD_OR_OPEN_ROOM,
    anchor_id: info.room.uid,
    room_key: String(info.roomkey),
    type_id: info.room.type_id,
    match_id: info.room.match_id,
  });
  const [focus, setFocus] = useState(info.is_focus === 1);
  const [giftOpen, setGiftOpen] = useState(false);
  const [tab, setTab] = useState('chat');
  const limits = useMemo(
    () => ({
      maxChars: server?.chat_characters_num ?? 100,
      intervalSeconds: server?.chat_interval_time ?? 0,
    }),
    [server?.chat_characters_num, server?.chat_interval_time],
  );
  const chat = useRoomChat(info.roomkey, limits, uid);
  const ads = useChatAds(info.room.room_id, server?.chat_ad_interval ?? 0);
  const offline = useLiveInfo(info.room.room_id).data?.is_live === 0;
  useWatchReport(info.room.room_id, uid > 0);
  useLiveJump();

  const gifts = useMemo<KeyedGift[]>(
    () =>
      chat.messages.flatMap((m) => {
        const gift = giftOf(m);
        return gift && chat.joinedAt > 0 && m.time >= chat.joinedAt - 5000
          ? [{ ...gift, key: m.chatmsgno }]
          : [];
      }),
    [chat.messages, chat.joinedAt],
  );
  const lastHeat = gifts[gifts.length - 1]?.heat;
  const counts = roomCounts(Math.max(heat, lastHeat ?? 0), info.online, chat.usercnt);

  return (
    <div className="pane player-page" data-testid="player-page" data-room={info.room.room_id}>
      <RoomHeader
        hostUid={info.host.uid}
        nickName={info.host.nickName}
        headurl={info.host.headurl}
        heat={counts.heat}
        online={counts.online}
        focused={focus}
        onFocus={(f) => setFocus(f)}
      />
      <div className="player-stage">
        <VideoPlayer
          roomId={info.room.room_id}
          liveUrl={info.live_url}
          liveType={info.room.live_type}
          cover={info.room.room_cover}
        />
        <GiftBurst gifts={gifts} />
      </div>
      <div className="player-title" data-content>
        {info.room.room_title}
      </div>
      {offline && <HostReplays hostUid={info.host.uid} title="offlineReplays" strip />}
      <Tabs activeKey={tab} onChange={setTab} className="player-tabs">
        <Tabs.Tab title={t('tabChat')} key="chat" />
        {/* is_show_host 0: the room has no host tab (the host's name stays in the header). */}
        {server?.is_show_host !== 0 && <Tabs.Tab title={t('tabHost')} key="host" />}
        <Tabs.Tab title={t('tabRank')} key="rank" />
      </Tabs>
      <div className="player-panel">
        {tab === 'chat' && (
          <RoomChat
            chat={chat}
            hostUid={info.host.uid}
            maxChars={limits.maxChars}
            ads={ads.map((ad) => <ChatAd key={ad.key} ad={ad} />)}
            onGift={() => setGiftOpen(true)}
          />
        )}
        {tab === 'host' && <HostTab host={info.host} room={info.room} focused={focus} />}
        {tab === 'rank' && <RankList type={info.room.type_id} compact />}
      </div>
      <GiftPanel
        roomId={info.room.room_id}
        open={giftOpen}
        onClose={() => setGiftOpen(false)}
        onHeat={setHeat}
      />
    </div>
  );
}
