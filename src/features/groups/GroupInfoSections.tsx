// The sections of a group's info page below its header: the member grid, the details list and the
// leave or dismiss button. Each gets what it shows and the callbacks it needs.
import { Button } from 'antd-mobile';
import { Avatar, ChevronRightIcon } from '../../components';
import type { GroupRow, MemberRow } from '../../hub';
import { QrIcon } from './GroupQrSheet';
import { canInvite, roleOf } from './roles';
import { groupTexts } from './texts';

export function GroupMemberGrid({
  group,
  me,
  members,
  nameOf,
  onMember,
  onInvite,
}: {
  group: GroupRow;
  me: number;
  members: readonly MemberRow[];
  nameOf: (uid: number) => string;
  onMember: (member: MemberRow) => void;
  onInvite: () => void;
}) {
  const t = groupTexts.useT();
  return (
    <section className="section">
      <div className="section-title">{t('memberCount', { n: group.member_cnt })}</div>
      <div className="gr-grid" data-testid="group-members">
        {members.map((u) => {
          const r = roleOf(group, u.uid);
          return (
            <button
              type="button"
              key={u.uid}
              className="gr-cell"
              onClick={() => onMember(u)}
              data-testid="group-member"
              data-uid={u.uid}
            >
              <Avatar url={u.headurl} name={nameOf(u.uid)} seed={u.uid} size={48} />
              <span data-content>{nameOf(u.uid)}</span>
              {r !== 'member' && (
                <i className={`gr-badge gr-badge-${r}`}>{r === 'host' ? t('host') : t('admin')}</i>
              )}
              {group.forbid_uids.includes(u.uid) && <i className="gr-badge gr-badge-muted">{t('muted')}</i>}
            </button>
          );
        })}
        {canInvite(group, me) && (
          <button type="button" className="gr-cell gr-cell-add" onClick={onInvite} data-testid="group-invite">
            <span className="gr-plus">+</span>
            <span>{t('invite')}</span>
          </button>
        )}
      </div>
    </section>
  );
}

export function GroupDetails({
  group,
  me,
  myNickname,
  nameOf,
  onNickname,
  onQr,
}: {
  group: GroupRow;
  me: number;
  myNickname: string;
  nameOf: (uid: number) => string;
  onNickname: () => void;
  onQr: () => void;
}) {
  const t = groupTexts.useT();
  const listNames = (uids: readonly number[]) => (uids.length ? uids.map(nameOf).join('、') : t('noneYet'));
  return (
    <>
      <button type="button" className="gr-item" onClick={onNickname} data-testid="group-my-nickname">
        <span>{t('myNickname')}</span>
        <em data-content>{myNickname || t('notSet')}</em>
        <ChevronRightIcon className="fr-chevron" />
      </button>
      {canInvite(group, me) && (
        <button type="button" className="gr-item" onClick={onQr} data-testid="group-qrcode">
          <span>{t('qrcode')}</span>
          <QrIcon className="gr-qr-icon" />
          <ChevronRightIcon className="fr-chevron" />
        </button>
      )}
      <div className="gr-item">
        <span>{t('admins')}</span>
        <em data-content data-testid="group-admins">
          {listNames(group.admins.map((a) => a.adminuid))}
        </em>
      </div>
      <div className="gr-item">
        <span>{t('forbidList')}</span>
        <em data-content data-testid="group-forbid-list">
          {listNames(group.forbid_uids)}
        </em>
      </div>
      <div className="gr-item">
        <span>{t('whiteList')}</span>
        <em data-content>{listNames(group.white_uids)}</em>
      </div>
    </>
  );
}

export function GroupLeave({
  group,
  me,
  onDismiss,
  onLeave,
}: {
  group: GroupRow;
  me: number;
  onDismiss: () => void;
  onLeave: () => void;
}) {
  const t = groupTexts.useT();
  return (
    <div className="gr-danger">
      {roleOf(group, me) === 'host' ? (
        <Button
          block
          color="danger"
          fill="outline"
          shape="rounded"
          onClick={onDismiss}
          data-testid="group-dismiss"
        >
          {t('dismiss')}
        </Button>
      ) : (
        <Button
          block
          color="danger"
          fill="outline"
          shape="rounded"
          onClick={onLeave}
          data-testid="group-leave"
        >
          {t('leave')}
        </Button>
      )}
    </div>
  );
}
