import { defineTexts } from '../i18n';

export const liveTexts = defineTexts(
  'live',
  {
    anchorTalk: '主播解说',
    currentSound: '现场原声',
    moviePlayback: '录像回放',
    highQuality: '高清直播',
  },
  {
    anchorTalk: 'พากย์สด',
    currentSound: 'เสียงสนามจริง',
    moviePlayback: 'ภาพย้อนหลัง',
    highQuality: 'ถ่ายทอดสดคมชัด',
  },
  {
    anchorTalk: 'Komentar Host',
    currentSound: 'Suara Asli',
    moviePlayback: 'Tayangan Ulang',
    highQuality: 'Siaran HD',
  },
);

/** The verification-code field (SmsCodeField): its button, countdown and the toasts after a send. */
export const smsCodeTexts = defineTexts(
  'smsCode',
  {
    send: '获取验证码',
    resend: '{{s}}秒后重发',
    sent: '验证码已发送',
    sentTo: '验证码已发送至 {{phone}}',
    recent: '刚刚已发送过验证码，请查看短信；{{s}}秒后可重新获取',
  },
  {
    send: 'รับรหัสยืนยัน',
    resend: 'ส่งใหม่ใน {{s}} วินาที',
    sent: 'ส่งรหัสยืนยันแล้ว',
    sentTo: 'ส่งรหัสไปที่ {{phone}} แล้ว',
    recent: 'เพิ่งส่งรหัสยืนยันไปแล้ว โปรดดู SMS ขอใหม่ได้ใน {{s}} วินาที',
  },
  {
    send: 'Kirim kode',
    resend: 'Kirim ulang {{s}} dtk',
    sent: 'Kode verifikasi terkirim',
    sentTo: 'Kode dikirim ke {{phone}}',
    recent: 'Kode baru saja dikirim, cek SMS Anda; minta lagi dalam {{s}} dtk',
  },
);

/** How users are named (userName): a guest's default name and the wallet assistant's, in the interface language. */
export const userNameTexts = defineTexts(
  'userName',
  { guest: '游客{{uid}}', platform: '钱包助手' },
  { guest: 'ผู้เยี่ยมชม{{uid}}', platform: 'ผู้ช่วยกระเป๋าเงิน' },
  { guest: 'Tamu{{uid}}', platform: 'Asisten Dompet' },
);

export const adTexts = defineTexts('ad', { ad: '广告' }, { ad: 'โฆษณา' }, { ad: 'Iklan' });
