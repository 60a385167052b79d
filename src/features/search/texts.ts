import { defineTexts } from '../../i18n';

export const searchTexts = defineTexts(
  'search',
  {
    placeholder: '搜索主播、比赛、资讯',
    cancel: '取消',
    hot: '热门搜索',
    hosts: '主播',
    matches: '比赛',
    rooms: '直播间',
    news: '资讯',
    noResult: '没有找到相关内容，换个关键词试试',
  },
  {
    placeholder: 'ค้นหาสตรีมเมอร์ การแข่งขัน ข่าว',
    cancel: 'ยกเลิก',
    hot: 'คำค้นหายอดนิยม',
    hosts: 'สตรีมเมอร์',
    matches: 'การแข่งขัน',
    rooms: 'ห้องไลฟ์',
    news: 'ข่าว',
    noResult: 'ไม่พบเนื้อหาที่เกี่ยวข้อง ลองใช้คำค้นอื่น',
  },
  {
    placeholder: 'Cari host, pertandingan, berita',
    cancel: 'Batal',
    hot: 'Pencarian Populer',
    hosts: 'Host',
    matches: 'Pertandingan',
    rooms: 'Ruang Siaran',
    news: 'Berita',
    noResult: 'Tidak ada hasil, coba kata kunci lain',
  },
);
