// The IM API's group methods (server/http/imGroups.ts): what the protocol has no message for.
import type { GroupInvite, JoinRequest } from '../../../protocol/groupJoin';
import { imApi } from '../../api';
import { session } from '../../state/session';
import { RefusedError } from '../friends';

export type { GroupInvite, JoinRequest, JoinUser } from '../../../protocol/groupJoin';

/** A member's shareable code: the app link the QR code holds, valid until `expires` (s). */
export interface GroupCode {
  verify: string;
  /** The app path with the code (`/group?id=…&otheruid=…&verify=…`). */
  qrcode: string;
  expires: number;
}

/** Calls `method` as the logged-in user; a `ret` other than 0 rejects with its result code. */
async function call(method: string, param: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await imApi.call(method, { uid: session.uid, fastkey: session.fastkey, ...param });
  if (answer.ret !== 0) throw new RefusedError(method, answer.ret);
  return answer;
}

export async function fetchGroupCode(groupkey: number): Promise<GroupCode> {
  const a = await call('IMTools.getGroupQrCode', { groupkey });
  return { verify: String(a.verify), qrcode: String(a.qrcode), expires: Number(a.expires) };
}

export async function fetchGroupInvite(
  groupkey: number,
  otheruid: number,
  verify: string,
): Promise<GroupInvite> {
  const { invite } = await call('IMTools.getGroupInvite', { groupkey, otheruid, verify });
  if (typeof invite !== 'object' || invite === null) throw new Error('IMTools.getGroupInvite: no invite');
  return invite as GroupInvite;
}

export async function fetchJoinRequests(groupkey: number): Promise<JoinRequest[]> {
  const { requests } = await call('IMTools.getGroupJoinRequests', { groupkey });
  if (!Array.isArray(requests)) throw new Error('IMTools.getGroupJoinRequests: no list');
  return requests as JoinRequest[];
}

/** Refuses a pending join request; one another approver already settled rejects with 106. */
export async function refuseJoinRequest(groupkey: number, uid: number): Promise<void> {
  await call('IMTools.refuseGroupJoin', { groupkey, uid });
}
