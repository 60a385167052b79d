import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { errorText, MainApiError } from '../../api';
import { useBack } from '../../app/navigation';
import { Avatar, FireIcon } from '../../components';
import { useLang } from '../../i18n';
import { compactNumber } from '../../lib/text';
import { emit } from '../../state/events';
import { roomApi } from './roomApi';
import { playerTexts } from './texts';

/** The room header: back, host avatar and nickname, heat and online count, the follow button. */
export function RoomHeader({
  hostUid,
  nickName,
  headurl,
  heat,
  online,
  focused,
  onFocus,
}: {
  hostUid: number;
  nickName: string;
  headurl: string;
  heat: number;
  online: number;
  focused: boolean;
  onFocus: (focused: boolean, fans: number) => void;
}) {
  const t = playerTexts.useT();
  const lang = useLang();
  const [busy, setBusy] = useState(false);

  const back = useBack('/');

  const toggle = async () => {
    if (busy || hostUid <= 0) return;
    setBusy(true);
    try {
      const data = await roomApi.call('encryptionFocusHost', { anchor_id: hostUid, type: focused ? 0 : 1 });
      onFocus(data.is_focus === 1, data.fans);
      Toast.show({ content: t(data.is_focus === 1 ? 'followed' : 'unfollowed') });
    } catch (error) {
      if (error instanceof MainApiError && error.code === 401) {
        emit('showLogin', {});
        Toast.show({ content: t('loginFirst') });
      } else Toast.show({ content: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="room-header" data-testid="room-header">
      <button type="button" className="room-back" onClick={back} aria-label="back">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            stroke="currentColor"
            strokeWidth="2.2"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <Avatar url={headurl} name={nickName} seed={hostUid} size={38} className="room-avatar" />
      <div className="room-host">
        <span className="room-host-name" data-content data-testid="room-host-name">
          {nickName}
        </span>
        <span className="room-host-stats">
          <span data-testid="room-heat" data-heat={heat}>
            <FireIcon /> {compactNumber(heat, lang)}
          </span>
          <span className="room-dot">·</span>
          <span data-testid="room-online" data-count={online}>
            {t('online', { n: compactNumber(online, lang) })}
          </span>
        </span>
      </div>
      <button
        type="button"
        className={focused ? 'room-follow room-follow-on' : 'room-follow'}
        data-testid="room-follow"
        disabled={busy}
        onClick={toggle}
      >
        {focused ? t('following') : `+ ${t('follow')}`}
      </button>
    </div>
  );
}
