import { Button, Checkbox, Toast } from 'antd-mobile';
import { useState } from 'react';
import { RESULT } from '../../../protocol/result';
import { Avatar } from '../../components';
import { Popup } from '../../components/sheets';
import { useHub } from '../../hub';
import { displayName, refusalCode, toastRefusal, useFriendDirectory } from '../friends';
import { groupTexts } from './texts';

/** Picks friends not yet in the group and adds them (refused with 14: a join request was sent). */
export function InviteSheet({
  groupkey,
  members,
  visible,
  onClose,
}: {
  groupkey: number;
  members: ReadonlySet<number>;
  visible: boolean;
  onClose: () => void;
}) {
  const t = groupTexts.useT();
  const hub = useHub();
  const { friends } = useFriendDirectory();
  const [picked, setPicked] = useState<number[]>([]);
  const candidates = friends.filter((f) => !members.has(f.uid));

  const invite = async () => {
    try {
      await hub.addGroupMembers(groupkey, picked);
      Toast.show({ icon: 'success', content: t('invited') });
    } catch (error) {
      if (refusalCode(error) === RESULT.GROUP_NEEDS_VERIFY) Toast.show({ content: t('inviteRequested') });
      else return toastRefusal(error);
    }
    setPicked([]);
    onClose();
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="fr-sheet">
      <div className="fr-sheet-body" data-testid="invite-sheet">
        <div className="fr-sheet-title">{t('invite')}</div>
        <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])}>
          {candidates.map((f) => (
            <Checkbox className="gr-pick" key={f.uid} value={f.uid}>
              <span className="gr-pick-body">
                <Avatar url={f.headurl} name={displayName(f)} seed={f.uid} size={36} />
                <span data-content>{displayName(f)}</span>
              </span>
            </Checkbox>
          ))}
        </Checkbox.Group>
        {candidates.length === 0 && <div className="fr-hint">{t('noneYet')}</div>}
        <Button block color="primary" shape="rounded" disabled={picked.length === 0} onClick={invite}>
          {t('invite')}
        </Button>
      </div>
    </Popup>
  );
}
