import { Button, Dialog, SpinLoading, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import type { net } from '../../../protocol';
import { GROUP_NICKNAME_MAX, GROUP_NOTICE_MAX } from '../../../protocol/enums';
import { RESULT, resultText } from '../../../protocol/result';
import { useGo } from '../../app/navigation';
import { ChevronRightIcon, Empty, PageHeader } from '../../components';
import { useChatMessages, useGroup, useHubState } from '../../hub';
import { useLang } from '../../i18n';
import {
  Avatar,
  ask,
  ProfileSheet,
  type ProfileTarget,
  RefusedError,
  refusalCode,
  toastRefusal,
  useFriendDirectory,
} from '../friends';
import { type EditRequest, EditSheet } from './EditSheet';
import { GroupAvatarRow } from './GroupAvatarRow';
import { GroupQrSheet, QrIcon } from './GroupQrSheet';
import { GroupSettings } from './GroupSettings';
import { InviteSheet } from './InviteSheet';
import { JoinRequests } from './JoinRequests';
import { MemberSheet } from './MemberSheet';
import { nicknameConfirmed } from './nicknameReply';
import { canEditInfo, canInvite, roleOf } from './roles';
import { groupTexts } from './texts';
import { useGroupMembers } from './useGroupMembers';

/** /group?id=: the group's info page with every control its viewer may use. */
export function GroupInfo({ groupkey }: { groupkey: number }) {
  const t = groupTexts.useT();
  const lang = useLang();
  const go = useGo();
  const me = useHubState().uid ?? 0;
  const group = useGroup(groupkey);
  const { users, nicknames, refused, loaded, reload } = useGroupMembers(groupkey);
  const { friends } = useFriendDirectory();
  const recent = useChatMessages(String(groupkey), 20);
  const [edit, setEdit] = useState<EditRequest | null>(null);
  const [member, setMember] = useState<net.base_info | null>(null);
  const [profile, setProfile] = useState<ProfileTarget | null>(null);
  const [inviting, setInviting] = useState(false);
  const [needRead, setNeedRead] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const notifyversion = group?.notifyversion ?? 0;

  useEffect(() => {
    if (!groupkey || !notifyversion) return;
    ask('msg_need_read_group_notice_req', { groupkey })
      .then((r) => setNeedRead(r.is_need === 1))
      .catch((error: unknown) => {
        // An offline hub asks again when the notice version comes back; a refusal is shown.
        if (refusalCode(error) !== undefined) toastRefusal(error);
      });
  }, [groupkey, notifyversion]);

  const memberSet = useMemo(() => new Set(users.map((u) => u.uid)), [users]);
  const byUid = useMemo(() => new Map(users.map((u) => [u.uid, u])), [users]);
  const lastFailed = recent?.findLast((m) => m.uid === me && m.state === 'failed');

  if (refused !== null || (loaded && !group)) {
    return (
      <div className="pane gr-page" data-testid="group-info">
        <PageHeader title={t('infoTitle')} />
        <Empty text={refused ? resultText(refused, lang) : t('notMember')} />
      </div>
    );
  }
  if (!group) {
    return (
      <div className="pane gr-page" data-testid="group-info">
        <PageHeader title={t('infoTitle')} />
        <div className="fr-loading">
          <SpinLoading color="primary" />
        </div>
      </div>
    );
  }

  const role = roleOf(group, me);
  const mayEdit = canEditInfo(group, me);
  const nameOf = (uid: number) =>
    nicknames.get(uid) ||
    friends.find((f) => f.uid === uid)?.alias ||
    byUid.get(uid)?.nickname ||
    String(uid);
  const save = (work: () => Promise<unknown>) => async () => {
    try {
      await work();
      Toast.show({ icon: 'success', content: t('done') });
      return true;
    } catch (error) {
      toastRefusal(error);
      return false;
    }
  };
  const editText = (
    title: string,
    value: string,
    placeholder: string,
    maxLength: number,
    send: (v: string) => Promise<unknown>,
    multiline = false,
  ) => setEdit({ title, value, placeholder, maxLength, multiline, save: (v) => save(() => send(v))() });

  const confirmThen = async (content: string, work: () => Promise<unknown>, done: string) => {
    if (!(await Dialog.confirm({ content }))) return;
    try {
      await work();
      Toast.show({ content: done });
      go('/friend', { replace: true });
    } catch (error) {
      toastRefusal(error);
    }
  };

  const setMyNickname = async (nickname: string) => {
    const reply = await ask('msg_set_group_nickname_req', { groupkey, nickname });
    if (!nicknameConfirmed(reply, groupkey, me, nickname)) {
      throw new RefusedError('msg_set_group_nickname_req', RESULT.FAIL);
    }
    reload();
  };

  const listNames = (uids: readonly number[]) => (uids.length ? uids.map(nameOf).join('、') : t('noneYet'));
  const admins = group.admins.map((a) => a.adminuid);

  return (
    <div className="pane gr-page" data-testid="group-info">
      <PageHeader title={`${t('infoTitle')} (${group.member_cnt})`} />
      <div className="scroll gr-scroll">
        <section className="gr-hero">
          <Avatar url={group.headurl} name={group.nickname} seed={groupkey} size={60} />
          <div className="gr-hero-text">
            <button
              type="button"
              className="gr-hero-name"
              disabled={!mayEdit}
              onClick={() =>
                editText(t('name'), group.nickname, t('groupNamePlaceholder'), 64, (v) =>
                  ask('msg_modify_group_name_req', { groupkey, new_name: v }),
                )
              }
              data-testid="group-name"
            >
              <strong data-content>{group.nickname}</strong>
            </button>
            <span>
              {t('groupId', { id: groupkey })} · {t('online', { n: group.online_cnt })}
            </span>
          </div>
          <Button size="small" shape="rounded" color="primary" onClick={() => go(`/chat?id=${groupkey}`)}>
            {t('sendChat')}
          </Button>
        </section>
        {lastFailed?.result !== undefined && (
          <div className="gr-refused" data-testid="group-send-refused">
            {t('lastRefused', { text: resultText(lastFailed.result, lang) })}
          </div>
        )}
        <section
          className={needRead ? 'section gr-notice gr-notice-new' : 'section gr-notice'}
          data-testid="group-notice"
        >
          <div className="section-title">
            {t('notice')}
            {needRead && <em className="gr-new">{t('newNotice')}</em>}
          </div>
          <p data-content>{group.groupnotify || t('noNotice')}</p>
          <div className="gr-notice-actions">
            {needRead && (
              <Button
                size="mini"
                color="primary"
                onClick={() =>
                  ask('msg_read_group_notice_req', { groupkey, notifyversion })
                    .then(() => setNeedRead(false))
                    .catch(toastRefusal)
                }
                data-testid="group-notice-read"
              >
                {t('markRead')}
              </Button>
            )}
            {mayEdit && (
              <Button
                size="mini"
                fill="outline"
                onClick={() =>
                  editText(
                    t('notice'),
                    group.groupnotify,
                    t('notice'),
                    GROUP_NOTICE_MAX,
                    (v) => ask('msg_modify_group_notice_req', { groupkey, new_notify: v }),
                    true,
                  )
                }
                data-testid="group-notice-edit"
              >
                {t('edit')}
              </Button>
            )}
          </div>
        </section>
        <section className="section">
          <div className="section-title">{t('memberCount', { n: group.member_cnt })}</div>
          <div className="gr-grid" data-testid="group-members">
            {users.map((u) => {
              const r = roleOf(group, u.uid);
              return (
                <button
                  type="button"
                  key={u.uid}
                  className="gr-cell"
                  onClick={() => setMember(u)}
                  data-testid="group-member"
                  data-uid={u.uid}
                >
                  <Avatar url={u.headurl} name={nameOf(u.uid)} seed={u.uid} size={48} />
                  <span data-content>{nameOf(u.uid)}</span>
                  {r !== 'member' && (
                    <i className={`gr-badge gr-badge-${r}`}>{r === 'host' ? t('host') : t('admin')}</i>
                  )}
                  {group.forbid_uids.includes(u.uid) && (
                    <i className="gr-badge gr-badge-muted">{t('muted')}</i>
                  )}
                </button>
              );
            })}
            {canInvite(group, me) && (
              <button
                type="button"
                className="gr-cell gr-cell-add"
                onClick={() => setInviting(true)}
                data-testid="group-invite"
              >
                <span className="gr-plus">+</span>
                <span>{t('invite')}</span>
              </button>
            )}
          </div>
        </section>
        <JoinRequests group={group} me={me} />
        <section className="section gr-list">
          {mayEdit && <GroupAvatarRow groupkey={groupkey} headurl={group.headurl} name={group.nickname} />}
          <button
            type="button"
            className="gr-item"
            onClick={() =>
              editText(
                t('myNickname'),
                nicknames.get(me) ?? '',
                t('nicknamePlaceholder'),
                GROUP_NICKNAME_MAX,
                setMyNickname,
              )
            }
            data-testid="group-my-nickname"
          >
            <span>{t('myNickname')}</span>
            <em data-content>{nicknames.get(me) || t('notSet')}</em>
            <ChevronRightIcon className="fr-chevron" />
          </button>
          {canInvite(group, me) && (
            <button
              type="button"
              className="gr-item"
              onClick={() => setShowQr(true)}
              data-testid="group-qrcode"
            >
              <span>{t('qrcode')}</span>
              <QrIcon className="gr-qr-icon" />
              <ChevronRightIcon className="fr-chevron" />
            </button>
          )}
          <div className="gr-item">
            <span>{t('admins')}</span>
            <em data-content data-testid="group-admins">
              {listNames(admins)}
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
        </section>
        <GroupSettings group={group} me={me} />
        <div className="gr-danger">
          {role === 'host' ? (
            <Button
              block
              color="danger"
              fill="outline"
              shape="rounded"
              onClick={() =>
                confirmThen(
                  t('dismissConfirm'),
                  () => ask('msg_dismiss_group_req', { groupkey }),
                  t('dismissed'),
                )
              }
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
              onClick={() =>
                confirmThen(
                  t('leaveConfirm'),
                  () => ask('msg_del_group_member_req', { groupkey, uids: [me] }),
                  t('left'),
                )
              }
              data-testid="group-leave"
            >
              {t('leave')}
            </Button>
          )}
        </div>
      </div>
      <EditSheet edit={edit} onClose={() => setEdit(null)} />
      <MemberSheet
        group={group}
        me={me}
        member={member}
        nickname={member ? nameOf(member.uid) : ''}
        onClose={() => setMember(null)}
        onProfile={(uid) => {
          setMember(null);
          setProfile({ uid, friend: friends.find((f) => f.uid === uid) });
        }}
      />
      <ProfileSheet target={profile} onClose={() => setProfile(null)} />
      <GroupQrSheet
        groupkey={groupkey}
        name={group.nickname}
        headurl={group.headurl}
        visible={showQr}
        onClose={() => setShowQr(false)}
      />
      <InviteSheet
        groupkey={groupkey}
        members={memberSet}
        visible={inviting}
        onClose={() => setInviting(false)}
      />
    </div>
  );
}
