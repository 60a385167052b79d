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
