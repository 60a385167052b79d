import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Avatar } from '../../components';
import { Popup } from '../../components/sheets';
import { type GroupRow, type MemberRow, useHub } from '../../hub';
import { toastRefusal } from '../friends';
import { MemberActions, PermissionEditor, type Run } from './MemberSheetSections';
import { canSetAdmin, canViewProfiles, DEFAULT_ADMIN_MASK, maskOf, roleOf } from './roles';
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
  member: MemberRow | null;
  nickname: string;
  onClose: () => void;
  onProfile: (uid: number) => void;
}) {
  const t = groupTexts.useT();
  const hub = useHub();
  const uid = member?.uid ?? 0;
  const role = roleOf(group, uid);
  const [mask, setMask] = useState(DEFAULT_ADMIN_MASK);
  const [editingPerms, setEditingPerms] = useState(false);
  const myMask = maskOf(group, me);
  useEffect(() => {
    setEditingPerms(false);
    setMask(role === 'admin' ? maskOf(group, uid) : DEFAULT_ADMIN_MASK & myMask);
  }, [uid, role, group, myMask]);

  const run: Run = async (work, done) => {
    try {
      await work();
      Toast.show({ icon: 'success', content: done });
      onClose();
    } catch (error) {
      toastRefusal(error);
    }
  };

  if (!member) return <Popup visible={false} />;
  const muted = group.forbid_uids.includes(uid);
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
          <MemberActions group={group} me={me} uid={uid} name={name} run={run} />
        </div>
        {editingPerms && (
          <PermissionEditor
            mask={mask}
            myMask={myMask}
            onChange={setMask}
            onSave={() => run(() => hub.setGroupAdmin(group.groupkey, uid, mask), t('done'))}
          />
        )}
      </div>
    </Popup>
  );
}
