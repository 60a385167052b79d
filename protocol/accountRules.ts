/**
 * The account rules the server enforces and the app checks before asking (spec 000 §5, §9): what
 * an SMS code is for, and the profile and password limits. One definition for both sides.
 */

/** IMTools.getValid `mtype`: what a code is for. A code only works for its own purpose. */
export const CODE_PURPOSE = {
  login: 1,
  setPassword: 2,
  forgetPassword: 3,
  bindPhone: 4,
  payPassword: 5,
  /** Changing the real name of the account (main API encryptionSendCode / encryptionEditName). */
  realName: 6,
} as const;
export type CodePurpose = (typeof CODE_PURPOSE)[keyof typeof CODE_PURPOSE];

/**
 * Profile and login-password limits (spec 000 §5, §9), in characters unless named otherwise. The
 * spec gives none for the signature, region, avatar URL and name parts: those keep a profile within
 * one frame.
 */
export const PROFILE_LIMITS = {
  /** A nickname: 1..6 Chinese characters, changed at most once a day. */
  NICKNAME_MAX: 6,
  NICKNAME_INTERVAL_MS: 24 * 60 * 60_000,
  SIGN_MAX: 100,
  REGION_MAX: 64,
  HEADURL_MAX: 512,
  /** The first or the last name. */
  NAME_PART_MAX: 32,
  /** Login password, in characters. */
  PASSWORD_MIN: 6,
  /** Login password, in characters: bounds the server's scrypt work. */
  PASSWORD_MAX: 64,
  /** An avatar upload, jpg or png. */
  AVATAR_MAX_BYTES: 1024 * 1024,
} as const;
