import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { requireSocket } from '../session';
import { CreateGroup } from './CreateGroup';
import { GroupInfo } from './GroupInfo';
import { JoinGroup } from './JoinGroup';

/**
 * /group: the info page of `?id=<groupkey>`; with `otheruid` and `verify` (a group QR code's link)
 * the page to join that group; creating a group when no id is given.
 */
export function GroupPage() {
  const [params] = useSearchParams();
  // A guest's socket opens only where a page needs it (spec 000 §4): every group page does.
  useEffect(() => requireSocket(), []);
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <CreateGroup />;
  const verify = params.get('verify');
  const otheruid = Number(params.get('otheruid'));
  if (verify && Number.isInteger(otheruid) && otheruid > 0) {
    return <JoinGroup key={`${id}:${verify}`} groupkey={id} otheruid={otheruid} verify={verify} />;
  }
  return <GroupInfo key={id} groupkey={id} />;
}
