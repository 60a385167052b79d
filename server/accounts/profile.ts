import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import { readUint64 } from '../store';
import type { UsersTable } from '../store/types';

export type UserRow = Selectable<UsersTable>;

/** The default avatars bundled under public/avatars/ (IMTools.getHeadList); new users get one by uid. */
export const DEFAULT_AVATARS: readonly string[] = Array.from(
  { length: 8 },
  (_, i) => `/avatars/${i + 1}.png`,
);

/** A user's public profile: the base_info fields of spec 001 §3 that live on the user row. */
export interface UserProfile {
  uid: number;
  fid: string;
  nickname: string;
  /** Empty for a guest. */
  phonenum: string;
  zone: string;
  headurl: string;
  usertype: number;
  sign: string;
  region: string;
  viplevel: number;
  isadmin: number;
  firstname: string;
  lastname: string;
  channel: number;
  thirduid: number;
  siteid: number;
  /** Seconds since the epoch; 0 when never logged out. */
  lastlogouttime: number;
  /** 64-bit privacy bitfield. */
  privacy: bigint;
}

/** A guest has no phone, or one shorter than 4 characters (spec 000 §4, isYk). */
export function isGuest(profile: Pick<UserProfile, 'phonenum'>): boolean {
  return profile.phonenum.length < 4;
}

export function toProfile(row: UserRow): UserProfile {
  return {
    uid: row.uid,
    fid: row.fid,
    nickname: row.nickname,
    phonenum: row.phone ?? '',
    zone: row.zone,
    headurl: row.headurl,
    usertype: row.usertype,
    sign: row.sign,
    region: row.region,
    viplevel: row.viplevel,
    isadmin: row.isadmin,
    firstname: row.firstname,
    lastname: row.lastname,
    channel: row.channel,
    thirduid: Number(row.thirduid),
    siteid: row.siteid,
    lastlogouttime: Math.floor(row.lastlogout_at / 1000),
    privacy: readUint64(row.privacy),
  };
}

/**
 * A new random public friend id: 8 digits without a leading zero (9e7 values; inserts retry on the
 * rare clash). NOTE: numeric because the wire's `fid` is an int32 (net.proto), like a QQ number.
 */
export function newFid(): string {
  return String(randomInt(10_000_000, 100_000_000));
}

export function defaultAvatar(uid: number): string {
  return DEFAULT_AVATARS[uid % DEFAULT_AVATARS.length] ?? '/avatars/1.png';
}

/** 游客 = "visitor": the name a guest starts with. */
export function guestNickname(uid: number): string {
  return `游客${uid}`;
}

/** 用户 = "user", with the phone's last four digits. */
export function registeredNickname(phone: string): string {
  return `用户${phone.slice(-4)}`;
}
