import { Toast } from 'antd-mobile';
import { Avatar, ChevronRightIcon } from '../../components';
import { useHub } from '../../hub';
import { toastRefusal } from '../friends';
import { useAvatarPicker } from '../me';
import { groupTexts } from './texts';

/**
 * The group avatar row for those who may change it: the picked picture is uploaded as an avatar
 * (the me feature's picker) and set as the group's.
 */
export function GroupAvatarRow({
  groupkey,
  headurl,
  name,
}: {
  groupkey: number;
  headurl: string;
  name: string;
}) {
  const t = groupTexts.useT();
  const hub = useHub();
  const avatar = useAvatarPicker(async (url) => {
    try {
      await hub.setGroupAvatar(groupkey, url);
      Toast.show({ icon: 'success', content: t('done') });
    } catch (error) {
      toastRefusal(error);
    }
  });

  return (
    <>
      <button type="button" className="gr-item" onClick={avatar.open} data-testid="group-avatar">
        <span>{t('avatar')}</span>
        <em>
          <Avatar url={headurl} name={name} seed={groupkey} size={32} />
        </em>
        <ChevronRightIcon className="fr-chevron" />
      </button>
      {avatar.input}
    </>
  );
}
