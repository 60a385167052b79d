import { Toast } from 'antd-mobile';
import { useGo } from '../../app/navigation';
import { useHubEvent, useHubState } from '../../hub';
import { groupPath } from '../../lib/paths';
import { groupTexts } from './texts';

/** Tells an approver, wherever they are in the app, that someone asks to join one of their groups. */
export function JoinRequestNotifier() {
  const t = groupTexts.useT();
  const { uid, dbName } = useHubState();
  const go = useGo();
  useHubEvent('group-join-request', (e) => {
    void (async () => {
      // NOTE: the chat database (and its code) is opened when a request comes, not with the shell.
      // The group's name if it can be read; its number otherwise.
      const group = await import('../../hub/db')
        .then(({ chatDbOf }) => chatDbOf({ uid, dbName })?.imgroup.get(e.groupkey))
        .catch(() => undefined);
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
