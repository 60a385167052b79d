// The parts of the member sheet: the actions on a member and the permission switches of an admin.
import { Button, Dialog, Switch } from 'antd-mobile';
import { ADMIN_PERM, hasPermission } from '../../../protocol/enums';
import { type GroupRow, useHub } from '../../hub';
import { can, canRemove, canRemoveAdmin, PERMISSION_BITS, roleOf } from './roles';
import { groupTexts } from './texts';

export type Run = (work: () => Promise<unknown>, done: string) => Promise<void>;

/** The permission switches of an admin-to-be or an admin, and save. */
export function PermissionEditor({
  mask,
  myMask,
  onChange,
  onSave,
}: {
  mask: number;
  myMask: number;
  onChange: (mask: number) => void;
  onSave: () => void;
}) {
  const t = groupTexts.useT();
  return (
    <div className="gr-perms" data-testid="member-perm-list">
      {PERMISSION_BITS.map((bit) => {
        // NOTE: an admin may hand out only the bits it holds itself (DECISIONS Groups, bit 7).
        const grantable = hasPermission(myMask, bit);
        return (
          <div className="gr-perm" key={bit}>
            <span>{t(`perm${bit}` as 'perm0')}</span>
            <Switch
              checked={hasPermission(mask, bit)}
              disabled={!grantable}
              onChange={(on) => onChange(on ? mask | (1 << bit) : mask & ~(1 << bit))}
              data-testid={`perm-${bit}`}
            />
          </div>
        );
      })}
      <Button block color="primary" shape="rounded" onClick={onSave} data-testid="member-perm-save">
        {t('save')}
      </Button>
    </div>
  );
}

/** Mute, the white list, transfer and remove, each shown only to those allowed. */
export function MemberActions({
  group,
  me,
  uid,
  name,
  run,
}: {
  group: GroupRow;
  me: number;
  uid: number;
  name: string;
  run: Run;
}) {
  const t = groupTexts.useT();
  const hub = useHub();
  const groupkey = group.groupkey;
  const role = roleOf(group, uid);
  const muted = group.forbid_uids.includes(uid);
  const white = group.white_uids.includes(uid);
  const mayMute = uid !== me && role === 'member' && can(group, me, ADMIN_PERM.MUTE_MEMBERS);
  const confirmThen = async (content: string, work: () => Promise<unknown>) => {
    if (await Dialog.confirm({ content })) await run(work, t('done'));
  };
  return (
    <>
      {canRemoveAdmin(group, me, uid) && (
        <button
          type="button"
          onClick={() => run(() => hub.removeGroupAdmins(groupkey, [uid]), t('done'))}
          data-testid="member-remove-admin"
        >
          {t('removeAdmin')}
        </button>
      )}
      {mayMute && (
        <button
          type="button"
          onClick={() => run(() => hub.muteGroupMembers(groupkey, [uid], !muted), t('done'))}
          data-testid="member-mute"
        >
          {muted ? t('unmute') : t('mute')}
        </button>
      )}
      {mayMute && (
        <button
          type="button"
          onClick={() => run(() => hub.setGroupWhitelist(groupkey, [uid], !white), t('done'))}
          data-testid="member-white"
        >
          {white ? t('whiteRemove') : t('whiteAdd')}
        </button>
      )}
      {role !== 'host' && roleOf(group, me) === 'host' && (
        <button
          type="button"
          onClick={() => confirmThen(t('transferConfirm', { name }), () => hub.transferGroup(groupkey, uid))}
          data-testid="member-transfer"
        >
          {t('transfer')}
        </button>
      )}
      {canRemove(group, me, uid) && (
        <button
          type="button"
          className="danger"
          onClick={() =>
            confirmThen(t('removeConfirm', { name }), () => hub.removeGroupMembers(groupkey, [uid]))
          }
          data-testid="member-remove"
        >
          {t('removeMember')}
        </button>
      )}
    </>
  );
}
