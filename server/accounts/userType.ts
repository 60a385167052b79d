import { PLATFORM_UID } from '../../protocol/enums';

/**
 * users.usertype. Follows the product's profile field: 0 an ordinary user (guest or registered,
 * told apart by the phone), 1 an anchor who hosts live rooms, 2 a customer-service account; 3 (ours)
 * the platform's wallet account ({@link PLATFORM_ACCOUNT}), which nobody adds, lists or writes to.
 */
export const USER_TYPE = { ordinary: 0, anchor: 1, service: 2, platform: 3 } as const;
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

/**
 * The platform's wallet account (issue 17, like WeChat Pay's "微信支付" account): its coin-type-0
 * wallet funds the live rooms' red-packet rain, and it sends each user's money notices (type-17
 * messages). Seeded by migration 0100 with {@link PLATFORM_FUND} cents and a money-log row.
 */
export const PLATFORM_ACCOUNT = {
  uid: PLATFORM_UID,
  fid: String(PLATFORM_UID),
  nickname: '钱包助手',
} as const;
/** Cents the platform wallet is funded with (money log 12, back-site operation); staff top it up. */
export const PLATFORM_FUND = 2_000_000_000;
