import { defineTexts } from '../../i18n';

export const maintenanceTexts = defineTexts(
  'maintenance',
  {
    title: '系统维护中',
    body: '我们正在升级服务，请稍后再来',
    outage: '当前服务出现故障，我们正在紧急处理，给您带来不便敬请谅解',
    annTitle: '维护公告',
    noticeTitle: '公告',
    gotIt: '我知道了',
    noAnn: '暂无公告',
  },
  {
    title: 'ระบบอยู่ระหว่างปรับปรุง',
    body: 'เรากำลังอัปเกรดบริการ โปรดกลับมาใหม่ภายหลัง',
    outage: 'บริการขัดข้องชั่วคราว เรากำลังเร่งแก้ไข ขออภัยในความไม่สะดวก',
    annTitle: 'ประกาศการปรับปรุงระบบ',
    noticeTitle: 'ประกาศ',
    gotIt: 'รับทราบ',
    noAnn: 'ยังไม่มีประกาศ',
  },
  {
    title: 'Sistem sedang dalam pemeliharaan',
    body: 'Kami sedang meningkatkan layanan, silakan kembali nanti',
    outage: 'Layanan sedang mengalami gangguan dan sedang kami tangani. Mohon maaf atas ketidaknyamanannya',
    annTitle: 'Pengumuman Pemeliharaan',
    noticeTitle: 'Pengumuman',
    gotIt: 'Saya mengerti',
    noAnn: 'Belum ada pengumuman',
  },
);
