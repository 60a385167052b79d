import { defineTexts } from '../../i18n';

/** Texts of the Hot and late-night tabs (issue 45). */
export const tabTexts = defineTexts(
  'homeTabs',
  {
    tabHot: '热门',
    tabNight: '深夜',
    hotHint: '按热度排序：观看人数加本场礼物',
    nightTitle: '深夜专区',
    nightHint: '夜猫子的直播间，深夜客服在线',
    nightOpen: '进入',
  },
  {
    tabHot: 'มาแรง',
    tabNight: 'ดึก',
    hotHint: 'เรียงตามความนิยม: ผู้ชมขณะนี้และของขวัญในไลฟ์นี้',
    nightTitle: 'โซนดึก',
    nightHint: 'ห้องไลฟ์สำหรับคนนอนดึก มีเจ้าหน้าที่กะกลางคืน',
    nightOpen: 'เข้าชม',
  },
  {
    tabHot: 'Populer',
    tabNight: 'Malam',
    hotHint: 'Urut menurut popularitas: penonton saat ini dan hadiah siaran ini',
    nightTitle: 'Zona Malam',
    nightHint: 'Siaran untuk yang begadang, layanan malam tersedia',
    nightOpen: 'Masuk',
  },
);
