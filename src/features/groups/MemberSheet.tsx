import { Button, Dialog, Popup, Switch, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import type { net } from '../../../protocol';
import { ADMIN_PERM, hasPermission } from '../../../protocol/enums';
import type { GroupRow } from '../../hub';
import { Avatar, ask, toastRefusal } from '../friends';
import {
  can,
  canRemove,
  canRemoveAdmin,
  canSetAdmin,
  canViewProfiles,
  DEFAULT_ADMIN_MASK,
  maskOf,
  PERMISSION_BITS,
  roleOf,
} from './roles';
import { groupTexts } from './texts';

/** Actions on one member, each shown only to those allowed; permission switches for admins. */
export function MemberSheet({
  group,
  me,
  member,
  nickname,
  onClose,
  onProfile,
}: {
  group: GroupRow;
  me: number;
  member: net.base_info | null;
  nickname: string;
  onClose: () => void;
  onProfile: (uid: number) => void;
}) {
  const t = groupTexts.useT();
  const uid = member?.uid ?? 0;
  const role = roleOf(group, uid);
  const [mask, setMask] = useState(DEFAULT_ADMIN_MASK);
  const [editingPerms, setEditingPerms] = useState(false);
  const myMask = maskOf(group, me);
  useEffect(() => {
    setEditingPerms(false);
    setMask(role === 'admin' ? maskOf(group, uid) : DEFAULT_ADMIN_MASK & myMask);
  }, [uid, role, group, myMask]);

  const run = async (work: () => Promise<unknown>, done: string, close = true) => {
    try {
      await work();
      Toast.show({ icon: 'success', content: done });
      if (close) onClose();
    } catch (error) {
      toastRefusal(error);
    }
  };

  if (!member) return <Popup visible={false} />;
  const groupkey = group.groupkey;
  const muted = group.forbid_uids.includes(uid);
  const white = group.white_uids.includes(uid);
  const mayMute = uid !== me && role === 'member' && can(group, me, ADMIN_PERM.MUTE_MEMBERS);
  const maySetAdmin = canSetAdmin(group, me, uid);
  const name = nickname || member.nickname || String(uid);

  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="fr-sheet">
      <div className="fr-sheet-body" data-testid="member-sheet">
        <div className="fr-profile-head">
          <Avatar url={member.headurl} name={name} seed={uid} size={52} />
          <div className="fr-profile-names">
            <strong data-content>{name}</strong>
            <span>
              {role === 'host' ? t('host') : role === 'admin' ? t('admin') : muted ? t('muted') : ''}
            </span>
          </div>
        </div>
        <div className="gr-actions">
          {uid !== me && canViewProfiles(group, me) && (
            <button type="button" onClick={() => onProfile(uid)} data-testid="member-profile">
              {t('viewProfile')}
            </button>
          )}
          {maySetAdmin && role === 'member' && !editingPerms && (
            <button type="button" onClick={() => setEditingPerms(true)} data-testid="member-make-admin">
              {t('makeAdmin')}
            </button>
          )}
          {maySetAdmin && role === 'admin' && !editingPerms && (
            <button type="button" onClick={() => setEditingPerms(true)} data-testid="member-perms">
              {t('editPermissions')}
            </button>
          )}
          {canRemoveAdmin(group, me, uid) && (
            <button
              type="button"
              onClick={() => run(() => ask('msg_del_group_admin_req', { groupkey, uids: [uid] }), t('done'))}
              data-testid="member-remove-admin"
            >
              {t('removeAdmin')}
            </button>
          )}
          {mayMute && (
            <button
              type="button"
              onClick={() =>
                run(
                  () =>
                    ask('msg_set_group_forbid_req', { groupkey, is_set: muted ? 0 : 1, forbiduids: [uid] }),
                  t('done'),
                )
              }
              data-testid="member-mute"
            >
              {muted ? t('unmute') : t('mute')}
            </button>
          )}
          {mayMute && (
            <button
              type="button"
              onClick={() =>
                run(
                  () => ask('msg_set_group_white_req', { groupkey, is_set: white ? 0 : 1, whiteuids: [uid] }),
                  t('done'),
                )
              }
              data-testid="member-white"
            >
              {white ? t('whiteRemove') : t('whiteAdd')}
            </button>
          )}
          {role !== 'host' && roleOf(group, me) === 'host' && (
            <button
              type="button"
              onClick={async () => {
                if (await Dialog.confirm({ content: t('transferConfirm', { name }) })) {
                  await run(() => ask('msg_set_group_host_req', { groupkey, uid }), t('done'));
                }
              }}
              data-testid="member-transfer"
            >
              {t('transfer')}
            </button>
          )}
          {canRemove(group, me, uid) && (
            <button
              type="button"
              className="danger"
              onClick={async () => {
                if (await Dialog.confirm({ content: t('removeConfirm', { name }) })) {
                  await run(() => ask('msg_del_group_member_req', { groupkey, uids: [uid] }), t('done'));
                }
              }}
              data-testid="member-remove"
            >
              {t('removeMember')}
            </button>
          )}
        </div>
        {editingPerms && (
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
                    onChange={(on) => setMask(on ? mask | (1 << bit) : mask & ~(1 << bit))}
                    data-testid={`perm-${bit}`}
                  />
                </div>
              );
            })}
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() =>
                run(
                  () => ask('msg_set_group_admin_new_req', { groupkey, adminuid: uid, permission: mask }),
                  t('done'),
                )
              }
              data-testid="member-perm-save"
            >
              {t('save')}
            </Button>
          </div>
        )}
      </div>
    </Popup>
  );
}
