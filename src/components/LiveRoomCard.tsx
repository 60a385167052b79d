import { memo } from 'react';
import { liveKind } from '../../protocol/enums';
import type { LiveRoomCard as Card } from '../../protocol/mainApi';
import { useLang } from '../i18n';
import { compactNumber } from '../lib/text';
import { AppLink } from './AppLink';
import { FireIcon } from './icons';
import { liveTexts } from './texts';

const KIND_TEXT = {
  'anchor-talk': 'anchorTalk',
  'current-sound': 'currentSound',
  'movie-playback': 'moviePlayback',
  'high-quality': 'highQuality',
} as const;

/** A live room card: cover, live type, league, heat, title and host; it opens the player (`/player` unless told). */
export const LiveRoomCard = memo(function LiveRoomCard({
  room,
  player = '/player',
}: {
  room: Card;
  player?: string;
}) {
  const t = liveTexts.useT();
  const lang = useLang();
  return (
    <AppLink to={`${player}?id=${room.room_id}`} className="live-card" testId="live-card">
      <div className="live-card-cover">
        <img src={room.room_cover} alt="" width={320} height={180} loading="lazy" decoding="async" />
        <span className="live-card-type">{t(KIND_TEXT[liveKind(room.live_type)])}</span>
        {room.short_name_zh && (
          <span className="live-card-league" data-content>
            {room.short_name_zh}
          </span>
        )}
        <span className="live-card-heat" data-heat={room.heat}>
          <FireIcon />
          {compactNumber(room.heat, lang)}
        </span>
      </div>
      <div className="live-card-body">
        <div className="live-card-title" data-content>
          {room.room_title}
        </div>
        <div className="live-card-host">
          {room.headurl && <img src={room.headurl} alt="" width={18} height={18} loading="lazy" />}
          <span data-content>{room.nickName}</span>
        </div>
      </div>
    </AppLink>
  );
});
