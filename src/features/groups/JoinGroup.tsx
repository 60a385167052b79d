import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { RESULT } from '../../../protocol/result';
import { useGo } from '../../app/navigation';
import { Avatar, Empty, PageHeader, Spinner } from '../../components';
import { useHub } from '../../hub';
import { useGroup } from '../../hub/chatData';
import { commonTexts } from '../../i18n/common';
import { chatPath } from '../../lib/paths';
import { session } from '../../state/session';
import { refusalCode, refusalText } from '../friends';
import { fetchGroupInvite, type GroupInvite } from './groupApi';
import { groupTexts } from './texts';

type Step = 'idle' | 'joining' | 'joined' | 'requested';

/** /group?id=&otheruid=&verify=: what a group QR code opens — the group, who shared it, and Join. */
export function JoinGroup({
  groupkey,
  otheruid,
  verify,
}: {
  groupkey: number;
  otheruid: number;
  verify: string;
}) {
  const t = groupTexts.useT();
  const tc = commonTexts.useT();
  const go = useGo();
  const hub = useHub();
  const { status } = useSnapshot(session);
  const [invite, setInvite] = useState<GroupInvite | null>(null);
  const [error, setError] = useState('');
  const [step, setStep] = useState<Step>('idle');
  // The group reaches the chat database shortly after the join (or the approval): open its chat then.
  const synced = useGroup(groupkey);

  useEffect(() => {
    if (status !== 'ready') return;
    let live = true;
    fetchGroupInvite(groupkey, otheruid, verify)
      .then((i) => live && setInvite(i))
      .catch((e: unknown) => live && setError(refusalText(e)));
    return () => {
      live = false;
    };
  }, [status, groupkey, otheruid, verify]);

  useEffect(() => {
    if (synced && (step !== 'idle' || invite?.member === 1)) go(chatPath(groupkey), { replace: true });
  }, [synced, step, invite, groupkey, go]);

  const join = async () => {
    setStep('joining');
    try {
      await hub.joinGroupByQrCode(groupkey, otheruid, verify);
      setStep('joined');
    } catch (e) {
      if (refusalCode(e) === RESULT.GROUP_NEEDS_VERIFY) setStep('requested');
      else {
        setError(refusalText(e));
        setStep('idle');
      }
    }
  };

  return (
    <div className="pane gr-page" data-testid="group-join">
      <PageHeader title={t('joinTitle')} />
      {error || status === 'failed' ? (
        <Empty text={error || tc('networkError')} />
      ) : !invite ? (
        <div className="fr-loading">
          <Spinner />
        </div>
      ) : (
        <section className="gr-join">
          <Avatar url={invite.groupheadurl} name={invite.groupname} seed={groupkey} size={72} />
          <strong className="gr-join-name" data-content>
            {invite.groupname}
          </strong>
          <span className="gr-join-meta">{t('joinMembers', { n: invite.member_cnt })}</span>
          <p className="gr-join-by">
            <Avatar
              url={invite.inviter.headurl}
              name={invite.inviter.nickname}
              seed={invite.inviter.uid}
              size={24}
            />
            <span data-content>{t('joinInvitedBy', { name: invite.inviter.nickname })}</span>
          </p>
          {invite.needs_approval === 1 && invite.member !== 1 && (
            <p className="gr-join-note">{t('joinNeedsApproval')}</p>
          )}
          {step === 'requested' ? (
            <p className="gr-join-done" data-testid="group-join-requested">
              {t('inviteRequested')}
            </p>
          ) : invite.member === 1 || step === 'joined' ? (
            <Button
              block
              color="primary"
              shape="rounded"
              loading={!synced}
              onClick={() => go(chatPath(groupkey))}
            >
              {step === 'joined' ? t('joined') : t('alreadyMember')}
            </Button>
          ) : (
            <Button
              block
              color="primary"
              shape="rounded"
              loading={step === 'joining'}
              onClick={join}
              data-testid="group-join-button"
            >
              {t('joinButton')}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
