import { Toast } from 'antd-mobile';
import { useGo } from '../../app/navigation';
import { useHubEvent } from '../../hub';
import { liveTexts } from './texts';

/**
 * "A host you follow went live", wherever the user is, in the reader's language (the push carries
 * data only, protocol/mainApiLive.ts WentLive); a tap opens the room.
 */
export function WentLiveNotifier() {
  const t = liveTexts.useT();
  const go = useGo();
  useHubEvent('went-live', ({ notice }) => {
    const handler = Toast.show({
      content: (
        <button
          type="button"
          className="toast-link"
          data-testid="went-live-toast"
          onClick={() => {
            handler.close();
            go(`/player?id=${notice.room_id}`);
          }}
        >
          {t(notice.room_title ? 'wentLive' : 'wentLiveUntitled', {
            name: notice.nickName,
            title: notice.room_title,
          })}
        </button>
      ),
      duration: 5000,
    });
  });
  return null;
}
