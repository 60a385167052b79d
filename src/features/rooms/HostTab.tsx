import { Toast } from 'antd-mobile';
import { useSnapshot } from 'valtio';
import type { LiveRoomCard } from '../../../protocol/mainApi';
import type { HostProfile } from '../../../protocol/mainApiRooms';
import { AppLink, Avatar } from '../../components';
import { useLang } from '../../i18n';
import { copyText } from '../../lib/clipboard';
import { compactNumber } from '../../lib/text';
import { config } from '../../state/config';
import { session } from '../../state/session';
import { HostReplays } from '../home';
import { playerTexts } from './texts';

/**
 * The host tab under the video: avatar, name, signature, followers and the room's league; to the
 * host themself, the way to their broadcast settings (/golive); the host's replays.
 */
export function HostTab({
  host,
  room,
  focused,
}: {
  host: HostProfile;
  room: LiveRoomCard;
  focused: boolean;
}) {
  const t = playerTexts.useT();
  const lang = useLang();
  const { uid } = useSnapshot(session);
  const { server } = useSnapshot(config);
  const copyId = async () => {
    await copyText(String(host.uid));
    // NOTE: host_id_copy is the operator's toast, written in Chinese like the rest of the
    // configuration; the Thai and Indonesian app says it in its own words.
    Toast.show({ content: lang === 'zh' && server?.host_id_copy ? server.host_id_copy : t('hostIdCopied') });
  };
  return (
    <div className="host-tab" data-testid="host-tab">
      <div className="host-card">
        <Avatar
          url={host.headurl}
          name={host.nickName}
          seed={host.uid}
          size={56}
          className="host-card-avatar"
        />
        <div className="host-card-main">
          <div className="host-card-name" data-content>
            {host.nickName}
          </div>
          <button type="button" className="host-card-id" onClick={copyId} data-testid="host-id-copy">
            {t('hostId', { id: host.uid })}
          </button>
          <div className="host-card-meta">
            {t('fans')} {compactNumber(host.fans + (focused && host.is_focus === 0 ? 1 : 0), lang)}
            {room.short_name_zh && (
              <>
                <span className="room-dot">·</span>
                <span data-content>{room.short_name_zh}</span>
              </>
            )}
          </div>
        </div>
      </div>
      <p className="host-card-sign" data-content={host.sign ? '' : undefined}>
        {host.sign || t('noSign')}
      </p>
      {uid > 0 && uid === host.uid && (
        <AppLink to="/golive" className="host-card-golive" testId="host-golive">
          {t('goLive')}
        </AppLink>
      )}
      <HostReplays hostUid={host.uid} title="hostReplays" />
    </div>
  );
}
