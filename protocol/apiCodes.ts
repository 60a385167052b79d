/**
 * What a user reads for the codes of the two HTTP APIs, per language: the IM API's `ret`
 * (`/api/flashapi.php`, `/upload/upload.php`) and the main API's `code` (`/app/<name>`). The
 * server's own `msg` is English and for logs; the client shows these texts instead. Extends
 * ./result.ts (the socket's result texts), which the IM API's `ret` reuses where it can.
 */

import { MAIN_CODE } from './mainApi';
import { ACCOUNT_CODE } from './mainApiAccount';
import { ROOM_API_CODE } from './mainApiRooms';
import { UPLOAD_RET } from './messaging';
import { type Lang, langOf, resultText, unknownCodeText } from './result';

type Texts = Readonly<Record<Lang, string>>;

/**
 * The IM API's own texts: its local `ret` codes (100 up; server/accounts/results.ts RET) and the
 * protocol codes whose meaning is narrower there (13: the login password, not the pay password).
 */
const IM_RET_TEXT: Readonly<Record<number, Texts>> = {
  13: {
    zh: '您还没有设置登录密码，请使用验证码登录',
    th: 'คุณยังไม่ได้ตั้งรหัสผ่าน โปรดเข้าสู่ระบบด้วยรหัสยืนยัน',
    id: 'Anda belum membuat kata sandi, silakan masuk dengan kode verifikasi',
  },
  100: { zh: '请求参数有误', th: 'คำขอไม่ถูกต้อง', id: 'Permintaan tidak valid' },
  101: { zh: '暂不支持此操作', th: 'ยังไม่รองรับการดำเนินการนี้', id: 'Tindakan ini belum didukung' },
  102: {
    zh: '操作过于频繁，请稍后再试',
    th: 'ดำเนินการบ่อยเกินไป โปรดลองใหม่ภายหลัง',
    id: 'Terlalu sering, silakan coba lagi nanti',
  },
  103: { zh: '该功能暂未开放', th: 'ฟีเจอร์นี้ยังไม่เปิดให้บริการ', id: 'Fitur ini belum tersedia' },
  104: {
    zh: '文件不符合要求，上传失败',
    th: 'ไฟล์ไม่ตรงตามข้อกำหนด อัปโหลดไม่สำเร็จ',
    id: 'Berkas tidak memenuhi syarat, gagal mengunggah',
  },
  105: {
    zh: '服务器繁忙，请稍后再试',
    th: 'เซิร์ฟเวอร์ไม่ว่าง โปรดลองใหม่ภายหลัง',
    id: 'Server sedang sibuk, silakan coba lagi nanti',
  },
  106: {
    zh: '该申请已被处理',
    th: 'คำขอนี้ได้รับการดำเนินการแล้ว',
    id: 'Permintaan ini sudah diproses',
  },
  [UPLOAD_RET.guestNoFiles]: {
    zh: '游客不能发送文件，请先登录并绑定手机号',
    th: 'ผู้เยี่ยมชมส่งไฟล์ไม่ได้ โปรดเข้าสู่ระบบและผูกเบอร์โทรศัพท์ก่อน',
    id: 'Tamu tidak bisa mengirim berkas, silakan masuk dan tautkan nomor HP dulu',
  },
  [UPLOAD_RET.allowance]: {
    zh: '今日上传额度已用完，明天再试',
    th: 'โควตาอัปโหลดของวันนี้หมดแล้ว โปรดลองใหม่พรุ่งนี้',
    id: 'Kuota unggah hari ini sudah habis, coba lagi besok',
  },
  [UPLOAD_RET.siteBudget]: {
    zh: '今日全站上传已达上限，请明天再试',
    th: 'วันนี้ทั้งระบบอัปโหลดครบขีดจำกัดแล้ว โปรดลองใหม่พรุ่งนี้',
    id: 'Batas unggah seluruh situs hari ini sudah tercapai, coba lagi besok',
  },
};

/** The main API's codes besides 200 (MAIN_CODE, ROOM_API_CODE), by value. */
const MAIN_CODE_TEXT: Readonly<Record<number, Texts>> = {
  [MAIN_CODE.BAD_REQUEST]: IM_RET_TEXT[100] as Texts,
  [MAIN_CODE.UNAUTHORIZED]: {
    zh: '请先登录或重新登录',
    th: 'โปรดเข้าสู่ระบบหรือเข้าสู่ระบบอีกครั้ง',
    id: 'Silakan masuk atau masuk kembali',
  },
  [ROOM_API_CODE.INSUFFICIENT_COINS]: { zh: '余额不足', th: 'ยอดเงินไม่เพียงพอ', id: 'Saldo tidak mencukupi' },
  [MAIN_CODE.FORBIDDEN]: { zh: '该功能已关闭', th: 'ฟีเจอร์นี้ถูกปิดอยู่', id: 'Fitur ini dinonaktifkan' },
  [MAIN_CODE.NOT_FOUND]: {
    zh: '内容不存在或已删除',
    th: 'ไม่พบเนื้อหานี้หรือถูกลบแล้ว',
    id: 'Konten tidak ada atau sudah dihapus',
  },
  [ROOM_API_CODE.SELF]: {
    zh: '不能对自己进行此操作',
    th: 'ไม่สามารถทำรายการนี้กับตัวเองได้',
    id: 'Tidak bisa melakukan ini pada diri sendiri',
  },
  [MAIN_CODE.TOO_MANY]: IM_RET_TEXT[102] as Texts,
  [ACCOUNT_CODE.CANNOT_VIP_REWARD]: {
    zh: '暂时无法领取VIP奖励',
    th: 'ยังไม่สามารถรับรางวัล VIP ได้ในขณะนี้',
    id: 'Hadiah VIP belum bisa diklaim saat ini',
  },
  [ACCOUNT_CODE.POINTS_NOT_ENOUGH]: { zh: '积分不足', th: 'แต้มไม่เพียงพอ', id: 'Poin tidak cukup' },
  [ACCOUNT_CODE.ALREADY_DONE]: {
    zh: '已经完成，无需重复操作',
    th: 'ดำเนินการแล้ว ไม่ต้องทำซ้ำ',
    id: 'Sudah dilakukan, tidak perlu diulang',
  },
  [ACCOUNT_CODE.CODE_WRONG]: {
    zh: '验证码错误或已过期',
    th: 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุ',
    id: 'Kode verifikasi salah atau kedaluwarsa',
  },
  [ACCOUNT_CODE.NEEDS_PHONE]: {
    zh: '请先绑定手机号',
    th: 'โปรดผูกเบอร์โทรศัพท์ก่อน',
    id: 'Silakan tautkan nomor HP dulu',
  },
  [ACCOUNT_CODE.OUT_OF_STOCK]: { zh: '库存不足', th: 'สินค้าหมด', id: 'Stok habis' },
  [ACCOUNT_CODE.LIMIT_REACHED]: {
    zh: '今日次数已用完',
    th: 'ใช้สิทธิ์วันนี้ครบแล้ว',
    id: 'Batas hari ini sudah tercapai',
  },
};

const SERVER_FAULT: Texts = IM_RET_TEXT[105] as Texts;

/**
 * The text for an IM API `ret` (nonzero): a messaging result code's own text (./result.ts), a
 * local code's text, or the "unknown error (code N)" text.
 */
export function imRetText(ret: number, lang: string): string {
  const local = IM_RET_TEXT[ret];
  if (local) return local[langOf(lang)];
  return resultText(ret, lang);
}

const LOGIN_LOCKED: Texts = {
  zh: '密码错误次数过多，请{{minutes}}分钟后再试，或使用验证码登录',
  th: 'ใส่รหัสผ่านผิดหลายครั้งเกินไป โปรดลองใหม่ใน {{minutes}} นาที หรือเข้าสู่ระบบด้วยรหัสยืนยัน',
  id: 'Terlalu banyak kata sandi salah. Coba lagi dalam {{minutes}} menit, atau masuk dengan kode verifikasi.',
};

/**
 * The `msg` of a refused password login (spec 000 §8: the app shows the server's msg), in the
 * caller's language: the lock's text with the minutes left, or the text of the `ret`.
 */
export function passwordLoginMsg(ret: number, lang: string, lockedMinutes?: number): string {
  if (lockedMinutes === undefined) return imRetText(ret, lang);
  return LOGIN_LOCKED[langOf(lang)].replace('{{minutes}}', String(lockedMinutes));
}

/** The text for a main-API `code` other than 200; a 5xx is "server busy". */
export function mainCodeText(code: number, lang: string): string {
  const known = MAIN_CODE_TEXT[code];
  if (known) return known[langOf(lang)];
  if (code >= 500 && code < 600) return SERVER_FAULT[langOf(lang)];
  return unknownCodeText(code, lang);
}
