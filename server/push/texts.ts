import { bodyText, parseBody } from '../../protocol/content';
import { MSG_TYPE } from '../../protocol/enums';

/** The languages notifications are written in; anything else reads Chinese. */
export type PushLang = 'zh' | 'th' | 'id';

export function pushLang(lang: string): PushLang {
  return lang === 'th' || lang === 'id' ? lang : 'zh';
}

const TEXTS = {
  zh: {
    image: '[图片]',
    voice: '[语音]',
    video: '[视频]',
    file: '[文件]',
    redPacket: '[红包]',
    transfer: '[转账]',
    card: '[名片]',
    link: '[链接]',
    miniProgram: '[小程序]',
    ad: '[广告]',
    other: '[新消息]',
    mentioned: '[有人@我]',
    friendTitle: '新的好友申请',
    friendBody: (name: string, hello: string) => (hello ? `${name}：${hello}` : `${name} 请求添加你为好友`),
    goalTitle: '进球！',
    someone: '有人',
    callVoice: '邀请你语音通话',
    callVideo: '邀请你视频通话',
  },
  th: {
    image: '[รูปภาพ]',
    voice: '[เสียง]',
    video: '[วิดีโอ]',
    file: '[ไฟล์]',
    redPacket: '[อั่งเปา]',
    transfer: '[โอนเงิน]',
    card: '[นามบัตร]',
    link: '[ลิงก์]',
    miniProgram: '[มินิโปรแกรม]',
    ad: '[โฆษณา]',
    other: '[ข้อความใหม่]',
    mentioned: '[มีคนแท็กคุณ]',
    friendTitle: 'คำขอเป็นเพื่อนใหม่',
    friendBody: (name: string, hello: string) => (hello ? `${name}: ${hello}` : `${name} ขอเป็นเพื่อนกับคุณ`),
    goalTitle: 'ประตู!',
    someone: 'มีคน',
    callVoice: 'ชวนคุณคุยด้วยเสียง',
    callVideo: 'ชวนคุณวิดีโอคอล',
  },
  id: {
    image: '[Gambar]',
    voice: '[Suara]',
    video: '[Video]',
    file: '[Berkas]',
    redPacket: '[Angpau]',
    transfer: '[Transfer]',
    card: '[Kartu nama]',
    link: '[Tautan]',
    miniProgram: '[Program mini]',
    ad: '[Iklan]',
    other: '[Pesan baru]',
    mentioned: '[Anda disebut]',
    friendTitle: 'Permintaan pertemanan baru',
    friendBody: (name: string, hello: string) =>
      hello ? `${name}: ${hello}` : `${name} ingin berteman dengan Anda`,
    goalTitle: 'Gol!',
    someone: 'Seseorang',
    callVoice: 'mengajak Anda panggilan suara',
    callVideo: 'mengajak Anda panggilan video',
  },
} as const;

export function pushTexts(lang: PushLang) {
  return TEXTS[lang];
}

/** Longest body a notification carries (characters); longer text ends in an ellipsis. */
const BODY_MAX = 120;

function clip(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > BODY_MAX ? `${chars.slice(0, BODY_MAX - 1).join('')}…` : chars.join('');
}

/** The text of an @ or a reply; '' when malformed (it shows as "new message", never as raw JSON). */
function jsonText(msgtype: number, content: string): string {
  const text = bodyText(parseBody(msgtype, content));
  // NOTE: parseAt and parseReply give back the raw content when it is not their JSON.
  return text === content ? '' : text;
}

/** What a message says in a notification, in `lang`: its text, or the kind of thing it is. */
export function messagePreview(lang: PushLang, msgtype: number, content: string): string {
  const t = TEXTS[lang];
  switch (msgtype) {
    case MSG_TYPE.TEXT:
      return clip(content);
    case MSG_TYPE.AT:
    case MSG_TYPE.REPLY:
      return clip(jsonText(msgtype, content)) || t.other;
    case MSG_TYPE.IMAGE:
      return t.image;
    case MSG_TYPE.VOICE:
      return t.voice;
    case MSG_TYPE.VIDEO:
      return t.video;
    case MSG_TYPE.FILE:
      return t.file;
    case MSG_TYPE.RED_BAG:
      return t.redPacket;
    case MSG_TYPE.TRANSFER_MONEY:
      return t.transfer;
    case MSG_TYPE.CARD:
    case MSG_TYPE.GROUP_CARD:
      return t.card;
    case MSG_TYPE.SHARE_LINK:
      return t.link;
    case MSG_TYPE.MINI_PROGRAM:
      return t.miniProgram;
    case MSG_TYPE.AD:
    case MSG_TYPE.CHAT_ROOM_AD:
      return t.ad;
    default:
      return t.other;
  }
}

/** The uids a mention (message type 16, `{text, uids}`) names; none for anything else. */
export function mentionedUids(msgtype: number, content: string): number[] {
  const body = parseBody(msgtype, content);
  // NOTE: a malformed mention names nobody.
  return body.kind === 'at' ? body.at.uids.filter((u) => Number.isSafeInteger(u)) : [];
}
