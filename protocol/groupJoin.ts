// The IM API's answers about joining a group (server/http/imGroups.ts): the preview a QR code's
// holder sees before joining, and the join requests waiting for approval. The protocol has no
// message for either, so they travel as JSON over the IM HTTP API.

/** A user as the join screens show them. */
export interface JoinUser {
  uid: number;
  nickname: string;
  headurl: string;
}

/** A join request waiting for the host or an admin with the approve-joins bit. */
export interface JoinRequest extends JoinUser {
  /** Who invited, or whose QR code was used. */
  inviter: JoinUser;
  /** When it was made (or last repeated), in seconds. */
  time: number;
}

/** What a valid group QR code shows its holder before joining. */
export interface GroupInvite {
  groupkey: number;
  groupname: string;
  groupheadurl: string;
  member_cnt: number;
  /** 1 when joining needs an admin's approval (add_limits 2). */
  needs_approval: number;
  /** 1 when the holder is a member already. */
  member: number;
  inviter: JoinUser;
}

/** The IM API's `ret` for a join request no longer pending (another approver settled it). */
export const JOIN_REQUEST_NOT_PENDING = 106;
