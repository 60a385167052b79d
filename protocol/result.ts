/**
 * Result codes of the `net` protocol (spec 001 §8) and the texts a user sees for them in the
 * three interface languages. Names follow the spec's wording; the texts are the product's.
 */

/** Every result code of spec 001 §8, by name. */
export const RESULT = {
  FAIL: 0,
  SUCCESS: 1,
  INVALID_PHONE: 2,
  PHONE_ERROR: 3,
  RED_BAG_EMPTY: 4,
  RED_BAG_TAKEN: 5,
  NOT_FRIEND: 6,
  INVALID_NICKNAME: 7,
  RED_BAG_EXPIRED: 8,
  FAST_KEY_ERROR: 9,
  MONEY_NOT_ENOUGH: 10,
  PASSWORD_ERROR: 11,
  INVALID_AUTH_CODE: 12,
  PASSWORD_NOT_SET: 13,
  GROUP_NEEDS_VERIFY: 14,
  CANNOT_DEAL_WITH_SELF: 15,
  DEAL_NOT_SUPPORTED: 16,
  GOODS_NOT_ENOUGH: 17,
  GOODS_NOT_EXIST: 18,
  ORDER_NOT_EXIST: 19,
  INVALID_GROUP_QRCODE: 20,
  HAS_UNFINISHED_ORDER: 21,
  NO_PAY_TYPE: 22,
  ORDER_CONFIRMED: 23,
  GROUP_FULL: 24,
  ALREADY_FRIEND: 25,
  ORDER_COMPLETE: 26,
  GOODS_STATUS_ERROR: 27,
  IN_BLACKLIST: 28,
  ORDER_STATUS_ERROR: 29,
  ORDER_EXPIRED: 30,
  PC_QRCODE_ERROR: 31,
  IS_CALLING: 32,
  VOICE_CALL_ERROR: 33,
  ALREADY_BOUND: 34,
  IN_CHAT_ROOM: 35,
  NOT_IN_CHAT_ROOM: 36,
  NOT_ADMIN: 37,
  IS_FORBIDDEN: 38,
  CHAT_ROOM_NOT_EXIST: 39,
  NOT_ROOM_HOST: 40,
  FID_NOT_EXIST: 41,
  CANNOT_VIP_REWARD: 42,
  NOT_GROUP_MEMBER: 43,
  VERIFY_CODE_ERROR: 44,
  CHAT_LIMIT: 45,
  CHAT_FORBIDDEN: 46,
  // NOTE: 47.. are this server's, past spec 001 §8's catalogue (issue 43): the app shows their text.
  /** The action needs a phone-verified account (the marketplace). */
  PHONE_REQUIRED: 47,
  /** Too many orders cancelled or left to time out today: no new order until tomorrow. */
  ORDER_CANCEL_LIMIT: 48,
  /** The same action too often: try again later. */
  TOO_FREQUENT: 49,
  /** Chat is switched off site-wide (chat-off mode, all_chat 0, spec 000 §6): no chat message is taken. */
  CHAT_OFF: 50,
  /**
   * Issue 47: the pay password is locked after too many wrong tries (11 is a wrong one); the reply's
   * `unlock_at` says when it lifts.
   */
  PAY_PASSWORD_LOCKED: 51,
} as const;

/** A result code's name, e.g. `'RED_BAG_EMPTY'`. */
export type ResultName = keyof typeof RESULT;
/** A result code of the catalogue, 0..46 of spec 001 and this server's 47..50. */
export type ResultCode = (typeof RESULT)[ResultName];

/** Interface languages: Chinese (default), Thai, Indonesian. */
export const LANGS = ['zh', 'th', 'id'] as const;
/** An interface language. */
export type Lang = (typeof LANGS)[number];
/** The language used when none (or an unknown one) is given. */
export const DEFAULT_LANG: Lang = 'zh';

/** Joining a chat room succeeds with 1, or 35 when the user is already in it (spec 001 §7). */
export const ROOM_JOIN_OK: readonly ResultCode[] = [RESULT.SUCCESS, RESULT.IN_CHAT_ROOM];

const NAME_BY_CODE = new Map<number, ResultName>(
  (Object.entries(RESULT) as [ResultName, ResultCode][]).map(([name, code]) => [code, name]),
);

/** True when `code` is one of the catalogue's codes. */
export function isResultCode(code: number): code is ResultCode {
  return NAME_BY_CODE.has(code);
}

/** The name of a result code (for logs), or `undefined` for a code outside the catalogue. */
export function resultName(code: number): ResultName | undefined {
  return NAME_BY_CODE.get(code);
}

/**
 * Maps a language tag (`'th'`, `'th-TH'`, `'id-ID'`, `'in'`, `'zh-CN'`...) to an interface
 * language; anything else gets the default, Chinese.
 */
export function langOf(tag: string): Lang {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'th') return 'th';
  // NOTE: 'in' is the pre-1989 ISO code for Indonesian that older Android WebViews still report.
  if (primary === 'id' || primary === 'in') return 'id';
  return 'zh';
}

/** What a user reads for each result code, per language. */
export const RESULT_TEXT: { readonly [C in ResultCode]: Readonly<Record<Lang, string>> } = {
  0: { zh: '操作失败，请稍后重试', th: 'ดำเนินการไม่สำเร็จ โปรดลองอีกครั้ง', id: 'Gagal, silakan coba lagi nanti' },
  1: { zh: '操作成功', th: 'ดำเนินการสำเร็จ', id: 'Berhasil' },
  2: { zh: '手机号码无效', th: 'หมายเลขโทรศัพท์ไม่ถูกต้อง', id: 'Nomor ponsel tidak valid' },
  3: {
    zh: '手机号码有误，请检查后重新输入',
    th: 'หมายเลขโทรศัพท์ผิด โปรดตรวจสอบแล้วป้อนใหม่',
    id: 'Nomor ponsel salah, periksa lalu masukkan kembali',
  },
  4: { zh: '红包已被抢完', th: 'อั่งเปาถูกรับไปหมดแล้ว', id: 'Angpao sudah habis' },
  5: { zh: '您已经领过这个红包了', th: 'คุณรับอั่งเปานี้ไปแล้ว', id: 'Anda sudah mengambil angpao ini' },
  6: { zh: '对方还不是您的好友', th: 'ผู้ใช้นี้ยังไม่ได้เป็นเพื่อนของคุณ', id: 'Pengguna ini belum menjadi teman Anda' },
  7: {
    zh: '昵称不可用：需为1至6个汉字，且每天只能修改一次',
    th: 'ใช้ชื่อเล่นนี้ไม่ได้: ต้องเป็นอักษรจีน 1–6 ตัว และเปลี่ยนได้วันละครั้ง',
    id: 'Nama panggilan tidak dapat dipakai: 1–6 aksara Tionghoa, dan hanya bisa diubah sekali sehari',
  },
  8: { zh: '红包已过期', th: 'อั่งเปาหมดอายุแล้ว', id: 'Angpao sudah kedaluwarsa' },
  9: {
    zh: '登录已失效，请重新登录',
    th: 'เซสชันหมดอายุ โปรดเข้าสู่ระบบอีกครั้ง',
    id: 'Sesi Anda telah berakhir, silakan masuk kembali',
  },
  10: { zh: '余额不足', th: 'ยอดเงินไม่เพียงพอ', id: 'Saldo tidak mencukupi' },
  11: { zh: '密码错误', th: 'รหัสผ่านไม่ถูกต้อง', id: 'Kata sandi salah' },
  12: {
    zh: '支付验证已失效，请重新输入支付密码',
    th: 'การยืนยันการชำระเงินหมดอายุ โปรดป้อนรหัสผ่านการชำระเงินอีกครั้ง',
    id: 'Verifikasi pembayaran kedaluwarsa, masukkan kembali kata sandi pembayaran',
  },
  13: {
    zh: '您还没有设置支付密码',
    th: 'คุณยังไม่ได้ตั้งรหัสผ่านการชำระเงิน',
    id: 'Anda belum membuat kata sandi pembayaran',
  },
  14: {
    zh: '入群需要管理员审核',
    th: 'การเข้ากลุ่มต้องได้รับการอนุมัติจากผู้ดูแล',
    id: 'Bergabung ke grup ini perlu persetujuan admin',
  },
  15: {
    zh: '不能和自己交易',
    th: 'ไม่สามารถซื้อขายกับตัวเองได้',
    id: 'Tidak bisa bertransaksi dengan diri sendiri',
  },
  16: { zh: '暂不支持此交易', th: 'ยังไม่รองรับการซื้อขายนี้', id: 'Transaksi ini belum didukung' },
  17: {
    zh: '挂单剩余数量不足',
    th: 'จำนวนคงเหลือของประกาศไม่เพียงพอ',
    id: 'Sisa jumlah penawaran tidak mencukupi',
  },
  18: { zh: '挂单不存在', th: 'ไม่พบประกาศนี้', id: 'Penawaran tidak ditemukan' },
  19: { zh: '订单不存在', th: 'ไม่พบคำสั่งซื้อ', id: 'Pesanan tidak ditemukan' },
  20: {
    zh: '群二维码无效或已过期',
    th: 'คิวอาร์โค้ดกลุ่มไม่ถูกต้องหรือหมดอายุแล้ว',
    id: 'Kode QR grup tidak valid atau sudah kedaluwarsa',
  },
  21: {
    zh: '您还有未完成的订单',
    th: 'คุณยังมีคำสั่งซื้อที่ยังไม่เสร็จสิ้น',
    id: 'Anda masih punya pesanan yang belum selesai',
  },
  22: {
    zh: '请先添加收款方式',
    th: 'โปรดเพิ่มช่องทางรับเงินก่อน',
    id: 'Tambahkan metode pembayaran terlebih dahulu',
  },
  23: { zh: '订单已确认', th: 'ยืนยันคำสั่งซื้อแล้ว', id: 'Pesanan sudah dikonfirmasi' },
  24: { zh: '群成员已满', th: 'สมาชิกกลุ่มเต็มแล้ว', id: 'Anggota grup sudah penuh' },
  25: { zh: '你们已经是好友了', th: 'คุณเป็นเพื่อนกันอยู่แล้ว', id: 'Kalian sudah berteman' },
  26: { zh: '订单已完成', th: 'คำสั่งซื้อเสร็จสมบูรณ์แล้ว', id: 'Pesanan sudah selesai' },
  27: {
    zh: '挂单当前状态不允许此操作',
    th: 'สถานะของประกาศในขณะนี้ไม่อนุญาตให้ทำรายการนี้',
    id: 'Status penawaran saat ini tidak memungkinkan tindakan ini',
  },
  28: {
    zh: '已被拉黑，无法操作',
    th: 'ถูกบล็อกอยู่ ไม่สามารถดำเนินการได้',
    id: 'Anda diblokir, tindakan ini tidak bisa dilakukan',
  },
  29: {
    zh: '订单当前状态不允许此操作',
    th: 'สถานะคำสั่งซื้อในขณะนี้ไม่อนุญาตให้ทำรายการนี้',
    id: 'Status pesanan saat ini tidak memungkinkan tindakan ini',
  },
  30: { zh: '订单已过期', th: 'คำสั่งซื้อหมดอายุแล้ว', id: 'Pesanan sudah kedaluwarsa' },
  31: {
    zh: '电脑登录二维码无效，请刷新后重试',
    th: 'คิวอาร์โค้ดสำหรับเข้าสู่ระบบบนคอมพิวเตอร์ไม่ถูกต้อง โปรดรีเฟรชแล้วลองใหม่',
    id: 'Kode QR masuk di komputer tidak valid, muat ulang lalu coba lagi',
  },
  32: {
    zh: '正在通话中，请稍后再试',
    th: 'สายไม่ว่าง โปรดลองอีกครั้งภายหลัง',
    id: 'Sedang dalam panggilan, coba lagi nanti',
  },
  33: { zh: '语音通话出错', th: 'การโทรด้วยเสียงขัดข้อง', id: 'Panggilan suara gagal' },
  34: { zh: '该账号已被绑定', th: 'บัญชีนี้ถูกผูกไว้แล้ว', id: 'Akun ini sudah ditautkan' },
  35: { zh: '您已在聊天室中', th: 'คุณอยู่ในห้องแชทแล้ว', id: 'Anda sudah berada di ruang obrolan' },
  36: {
    zh: '您已被移出聊天室',
    th: 'คุณถูกนำออกจากห้องแชทแล้ว',
    id: 'Anda telah dikeluarkan dari ruang obrolan',
  },
  37: {
    zh: '您不是管理员，无权操作',
    th: 'คุณไม่ใช่ผู้ดูแล จึงไม่มีสิทธิ์ทำรายการนี้',
    id: 'Anda bukan admin, jadi tidak berhak melakukan ini',
  },
  38: { zh: '您已被禁言', th: 'คุณถูกปิดเสียงแล้ว', id: 'Anda telah dibisukan' },
  39: { zh: '聊天室不存在', th: 'ไม่พบห้องแชทนี้', id: 'Ruang obrolan tidak ditemukan' },
  40: {
    zh: '只有房主才能操作',
    th: 'เฉพาะเจ้าของห้องเท่านั้นที่ทำได้',
    id: 'Hanya pemilik ruang yang bisa melakukan ini',
  },
  41: { zh: '该用户ID不存在', th: 'ไม่พบไอดีผู้ใช้นี้', id: 'ID pengguna tidak ditemukan' },
  42: {
    zh: '暂时无法领取VIP奖励',
    th: 'ยังไม่สามารถรับรางวัล VIP ได้ในขณะนี้',
    id: 'Hadiah VIP belum bisa diklaim saat ini',
  },
  43: { zh: '您不是该群成员', th: 'คุณไม่ได้เป็นสมาชิกของกลุ่มนี้', id: 'Anda bukan anggota grup ini' },
  44: { zh: '验证码错误', th: 'รหัสยืนยันไม่ถูกต้อง', id: 'Kode verifikasi salah' },
  45: {
    zh: '发言太频繁或内容过长',
    th: 'ส่งข้อความถี่เกินไปหรือข้อความยาวเกินไป',
    id: 'Pesan terlalu sering atau terlalu panjang',
  },
  46: { zh: '当前不允许发言', th: 'ขณะนี้ไม่อนุญาตให้ส่งข้อความ', id: 'Saat ini Anda tidak dapat mengirim pesan' },
  47: {
    zh: '请先绑定并验证手机号后再交易',
    th: 'โปรดผูกและยืนยันหมายเลขโทรศัพท์ก่อนซื้อขาย',
    id: 'Hubungkan dan verifikasi nomor ponsel dulu sebelum bertransaksi',
  },
  48: {
    zh: '今日取消的订单过多，请明天再下单',
    th: 'วันนี้คุณยกเลิกคำสั่งซื้อมากเกินไป โปรดสั่งใหม่พรุ่งนี้',
    id: 'Terlalu banyak pesanan dibatalkan hari ini, silakan pesan lagi besok',
  },
  49: {
    zh: '操作太频繁，请稍后再试',
    th: 'ทำรายการถี่เกินไป โปรดลองใหม่ภายหลัง',
    id: 'Terlalu sering, coba lagi nanti',
  },
  50: {
    zh: '聊天功能已关闭，暂时无法发送消息',
    th: 'ปิดการแชทอยู่ ขณะนี้ส่งข้อความไม่ได้',
    id: 'Obrolan sedang dinonaktifkan, pesan tidak dapat dikirim',
  },
  51: {
    zh: '支付密码错误次数过多，已被锁定，请稍后再试',
    th: 'ป้อนรหัสผ่านการชำระเงินผิดหลายครั้งเกินไป ถูกล็อกไว้ชั่วคราว โปรดลองใหม่ภายหลัง',
    id: 'Terlalu banyak kata sandi pembayaran salah, dikunci sementara, coba lagi nanti',
  },
};

const UNKNOWN_TEXT: Readonly<Record<Lang, (code: number) => string>> = {
  zh: (code) => `未知错误（代码 ${code}）`,
  th: (code) => `เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ (รหัส ${code})`,
  id: (code) => `Terjadi kesalahan yang tidak diketahui (kode ${code})`,
};

/**
 * The text a user sees for a result code, in `lang` (an interface language or any language tag,
 * see {@link langOf}; Chinese by default). A code outside the catalogue gets a generic
 * "unknown error" text naming the code.
 */
export function resultText(code: number, lang: string = DEFAULT_LANG): string {
  const l = langOf(lang);
  return isResultCode(code) ? RESULT_TEXT[code][l] : UNKNOWN_TEXT[l](code);
}

/** The generic "unknown error (code N)" text, for a code of any catalogue that has no text. */
export function unknownCodeText(code: number, lang: string = DEFAULT_LANG): string {
  return UNKNOWN_TEXT[langOf(lang)](code);
}
