import { Toast } from 'antd-mobile';
import { useGo } from '../../app/navigation';
import { useHubEvent } from '../../hub';
import { useChatDb } from '../../hub/chatData';
import { groupPath } from '../../lib/paths';
import { groupTexts } from './texts';

/** Tells an approver, wherever they are in the app, that someone asks to join one of their groups. */
export function JoinRequestNotifier() {
  const t = groupTexts.useT();
  const db = useChatDb();
  const go = useGo();
  useHubEvent('group-join-request', (e) => {
    void (async () => {
      const group = await db?.imgroup.get(e.groupkey);
      const handler = Toast.show({
        content: (
          <button
            type="button"
            className="toast-link"
            onClick={() => {
              handler.close();
              go(groupPath(e.groupkey));
            }}
          >
            {t('newJoinRequest', { group: group?.nickname || String(e.groupkey) })}
          </button>
        ),
        duration: 4000,
      });
    })();
  });
  return null;
}
