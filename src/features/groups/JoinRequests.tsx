import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { ADD_LIMITS, ADMIN_PERM } from '../../../protocol/enums';
import { JOIN_REQUEST_NOT_PENDING } from '../../../protocol/groupJoin';
import { Avatar } from '../../components';
import { type GroupRow, isRefusal, useHub } from '../../hub';
import { useHubQuery, useSetHubData } from '../../hub/queries';
import { commonTexts } from '../../i18n/common';
import { RefusedError, refusalText, toastRefusal } from '../friends';
import { fetchJoinRequests, type JoinRequest, refuseJoinRequest } from './groupApi';
import { can } from './roles';
import { groupTexts } from './texts';

/**
 * The join requests of a group (add_limits 2) for its host and the admins with the approve-joins
 * bit: approving adds the user, refusing drops the request. Fetched again on every join-request
 * push and group change of this group.
 */
export function JoinRequests({ group, me }: { group: GroupRow; me: number }) {
  const t = groupTexts.useT();
  const tc = commonTexts.useT();
  const hub = useHub();
  const { groupkey } = group;
  const allowed = can(group, me, ADMIN_PERM.APPROVE_JOINS);
  const [busy, setBusy] = useState(0);
  const key = ['groupJoinRequests', groupkey] as const;
  const query = useHubQuery(key, () => fetchJoinRequests(groupkey), {
    enabled: allowed,
    retry: false,
    invalidateOn: ['group-join-request', 'group-change'],
    when: (e) => e.groupkey === groupkey,
  });
  const requests = query.data ?? [];
  const failed = query.error ? refusalText(query.error) : null;
  const setData = useSetHubData();
  const reload = () => void query.refetch();

  if (!allowed || (requests.length === 0 && !failed && group.add_limits !== ADD_LIMITS.NEEDS_APPROVAL)) {
    return null;
  }

  const settle = async (uid: number, approve: boolean) => {
    setBusy(uid);
    try {
      if (approve) await hub.addGroupMembers(groupkey, [uid]);
      else await refuseJoinRequest(groupkey, uid);
      Toast.show({ icon: 'success', content: approve ? t('approved') : t('refusedJoin') });
      setData<JoinRequest[]>(key, (list = []) => list.filter((r) => r.uid !== uid));
    } catch (error) {
      if ((error instanceof RefusedError || isRefusal(error)) && error.result === JOIN_REQUEST_NOT_PENDING) {
        Toast.show({ content: t('requestSettled') });
      } else toastRefusal(error);
      // NOTE: only a failure reads the list again; a success updates it here (and an approval's
      // group-change push reloads it too).
      reload();
    } finally {
      setBusy(0);
    }
  };

  return (
    <section className="section" data-testid="group-join-requests">
      <div className="section-title">{t('joinRequests', { n: requests.length })}</div>
      {failed !== null && (
        <div className="fr-hint gr-load-failed" data-testid="group-join-requests-failed">
          <span>{failed}</span>
          <Button size="mini" fill="outline" onClick={reload}>
            {tc('retry')}
          </Button>
        </div>
      )}
      {failed === null && requests.length === 0 && <div className="fr-hint">{t('noneYet')}</div>}
      {requests.map((r) => (
        <div className="gr-request" key={r.uid} data-testid="group-join-request" data-uid={r.uid}>
          <Avatar url={r.headurl} name={r.nickname} seed={r.uid} size={40} />
          <div className="gr-request-text">
            <strong data-content>{r.nickname}</strong>
            <span data-content>{t('requestBy', { name: r.inviter.nickname })}</span>
          </div>
          <Button size="mini" disabled={busy === r.uid} onClick={() => settle(r.uid, false)}>
            {t('refuse')}
          </Button>
          <Button
            size="mini"
            color="primary"
            disabled={busy === r.uid}
            onClick={() => settle(r.uid, true)}
            data-testid="group-join-approve"
          >
            {t('approve')}
          </Button>
        </div>
      ))}
    </section>
  );
}
