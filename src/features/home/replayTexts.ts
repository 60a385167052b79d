import { defineTexts } from '../../i18n';

/** Texts of the replays (issue 45): the home tab, the cards, a host's replays and the replay page. */
export const replayTexts = defineTexts(
  'replays',
  {
    tabReplay: '回放',
    replay: '回放',
    hostReplays: '主播回放',
    offlineReplays: '主播暂未开播，看看往期回放',
    replayGone: '该回放已下架或不存在',
    recordedAt: '直播于 {{date}}',
    duration: '时长 {{time}}',
    morePlays: '更多回放',
  },
  {
    tabReplay: 'ย้อนหลัง',
    replay: 'ย้อนหลัง',
    hostReplays: 'วิดีโอย้อนหลังของสตรีมเมอร์',
    offlineReplays: 'สตรีมเมอร์ยังไม่ออนไลน์ ดูวิดีโอย้อนหลังก่อนได้',
    replayGone: 'วิดีโอย้อนหลังนี้ถูกนำออกหรือไม่มีอยู่',
    recordedAt: 'ถ่ายทอดเมื่อ {{date}}',
    duration: 'ความยาว {{time}}',
    morePlays: 'ย้อนหลังอื่น ๆ',
  },
  {
    tabReplay: 'Tayangan Ulang',
    replay: 'Tayangan ulang',
    hostReplays: 'Tayangan ulang host',
    offlineReplays: 'Host sedang tidak siaran. Tonton tayangan ulangnya',
    replayGone: 'Tayangan ulang ini sudah dihapus atau tidak ada',
    recordedAt: 'Disiarkan {{date}}',
    duration: 'Durasi {{time}}',
    morePlays: 'Tayangan ulang lainnya',
  },
);
