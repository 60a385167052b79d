/**
 * users.usertype. Follows the product's profile field: 0 an ordinary user (guest or registered,
 * told apart by the phone), 1 an anchor who hosts live rooms, 2 a customer-service account.
 */
export const USER_TYPE = { ordinary: 0, anchor: 1, service: 2 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** The seeded customer-service accounts (service ids of the messaging protocol, §9). */
export const SERVICE_ACCOUNTS = [
  { uid: 9999, fid: '9999', nickname: '官方客服' },
  { uid: 10000, fid: '10000', nickname: '在线客服' },
  { uid: 10001, fid: '10001', nickname: '充值客服' },
  { uid: 10010, fid: '10010', nickname: '夜间客服' },
] as const;

/** Regular accounts are numbered from here; everything below is reserved for staff accounts. */
export const FIRST_REGULAR_UID = 100001;
