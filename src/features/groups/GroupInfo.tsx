import { Dialog, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { GROUP_NICKNAME_MAX, GROUP_NOTICE_MAX } from '../../../protocol/enums';
import { resultText } from '../../../protocol/result';
import { useGo } from '../../app/navigation';
import { Empty, PageHeader, Spinner } from '../../components';
import { type MemberRow, useHub } from '../../hub';
import { useChatMessages } from '../../hub/chatData';
import { useLang } from '../../i18n';
import { chatPath } from '../../lib/paths';
import { ProfileSheet, type ProfileTarget, toastRefusal } from '../friends';
import { type EditRequest, EditSheet } from './EditSheet';
import { GroupAvatarRow } from './GroupAvatarRow';
import { GroupHero, GroupNotice } from './GroupInfoHeader';
import { GroupDetails, GroupLeave, GroupMemberGrid } from './GroupInfoSections';
import { GroupQrSheet } from './GroupQrSheet';
import { GroupSettings } from './GroupSettings';
import { InviteSheet } from './InviteSheet';
import { JoinRequests } from './JoinRequests';
import { MemberSheet } from './MemberSheet';
import { canEditInfo } from './roles';
import { groupTexts } from './texts';
import { useGroupInfo } from './useGroupInfo';

function Placeholder({ children }: { children: React.ReactNode }) {
  const t = groupTexts.useT();
  return (
    <div className="pane gr-page" data-testid="group-info">
      <PageHeader title={t('infoTitle')} />
      {children}
    </div>
  );
}

/** /group?id=: the group's info page with every control its viewer may use. */
export function GroupInfo({ groupkey }: { groupkey: number }) {
  const t = groupTexts.useT();
  const lang = useLang();
  const go = useGo();
  const hub = useHub();
  const info = useGroupInfo(groupkey);
  const { me, group, members, nameOf } = info;
  const recent = useChatMessages(String(groupkey), 20);
  const [edit, setEdit] = useState<EditRequest | null>(null);
  const [member, setMember] = useState<MemberRow | null>(null);
  const [profile, setProfile] = useState<ProfileTarget | null>(null);
  const [inviting, setInviting] = useState(false);
  const [showQr, setShowQr] = useState(false);
  const memberSet = useMemo(() => new Set(members.map((u) => u.uid)), [members]);
  const lastFailed = recent?.findLast((m) => m.uid === me && m.state === 'failed');

  if (info.refused !== null || (info.loaded && !group)) {
    return (
      <Placeholder>
        <Empty text={info.refused ? resultText(info.refused, lang) : t('notMember')} />
      </Placeholder>
    );
  }
  if (!group) {
    return (
      <Placeholder>
        <div className="fr-loading">
          <Spinner />
        </div>
      </Placeholder>
    );
  }

  const mayEdit = canEditInfo(group, me);
  const editText = (
    title: string,
    value: string,
    placeholder: string,
    maxLength: number,
    send: (v: string) => Promise<unknown>,
    multiline = false,
  ) =>
    setEdit({
      title,
      value,
      placeholder,
      maxLength,
      multiline,
      save: async (v) => {
        try {
          await send(v);
          Toast.show({ icon: 'success', content: t('done') });
          return true;
        } catch (error) {
          toastRefusal(error);
          return false;
        }
      },
    });

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

  return (
    <div className="pane gr-page" data-testid="group-info">
      <PageHeader title={`${t('infoTitle')} (${group.member_cnt})`} />
      <div className="scroll gr-scroll">
        <GroupHero
          group={group}
          mayEdit={mayEdit}
          onRename={() =>
            editText(t('name'), group.nickname, t('groupNamePlaceholder'), 64, (v) =>
              hub.renameGroup(groupkey, v),
            )
          }
          onChat={() => go(chatPath(groupkey))}
        />
        {lastFailed?.result !== undefined && (
          <div className="gr-refused" data-testid="group-send-refused">
            {t('lastRefused', { text: resultText(lastFailed.result, lang) })}
          </div>
        )}
        <GroupNotice
          group={group}
          needRead={info.needRead}
          mayEdit={mayEdit}
          onRead={info.readNotice}
          onEdit={() =>
            editText(
              t('notice'),
              group.groupnotify,
              t('notice'),
              GROUP_NOTICE_MAX,
              (v) => hub.setGroupNotice(groupkey, v),
              true,
            )
          }
        />
        <GroupMemberGrid
          group={group}
          me={me}
          members={members}
          nameOf={nameOf}
          onMember={setMember}
          onInvite={() => setInviting(true)}
        />
        <JoinRequests group={group} me={me} />
        <section className="section gr-list">
          {mayEdit && <GroupAvatarRow groupkey={groupkey} headurl={group.headurl} name={group.nickname} />}
          <GroupDetails
            group={group}
            me={me}
            myNickname={info.myNickname}
            nameOf={nameOf}
            onNickname={() =>
              editText(t('myNickname'), info.myNickname, t('nicknamePlaceholder'), GROUP_NICKNAME_MAX, (v) =>
                hub.setMyGroupNickname(groupkey, v.trim()),
              )
            }
            onQr={() => setShowQr(true)}
          />
        </section>
        <GroupSettings group={group} me={me} />
        <GroupLeave
          group={group}
          me={me}
          onDismiss={() => confirmThen(t('dismissConfirm'), () => hub.dismissGroup(groupkey), t('dismissed'))}
          onLeave={() =>
            confirmThen(t('leaveConfirm'), () => hub.removeGroupMembers(groupkey, [me]), t('left'))
          }
        />
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
          setProfile({ uid });
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
