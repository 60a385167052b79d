import type { Kysely, Transaction } from 'kysely';
import { writeSetting } from '../content/settings';
import type { Database } from '../store';
import { pointsDb } from './tables';

/** Settings row marking that the account area's demo content (mall items, activities) was made. */
export const ACCOUNT_DEMO_MARK = 'demo.account_seeded_at';
const DAY = 24 * 60 * 60_000;

/** The demo mall: what a sports site's points shop offers, in zh / th / id. */
export const DEMO_ITEMS = [
  {
    names: { zh: '官方比赛用球', th: 'ลูกฟุตบอลแข่งขันของแท้', id: 'Bola Pertandingan Resmi' },
    descs: {
      zh: '5号标准比赛用球，热粘合工艺，室内外通用。',
      th: 'ลูกฟุตบอลมาตรฐานเบอร์ 5 เย็บด้วยความร้อน ใช้ได้ทั้งในร่มและกลางแจ้ง',
      id: 'Bola standar ukuran 5, teknologi thermal bonded, untuk dalam dan luar ruangan.',
    },
    cost: 800,
    stock: 20,
  },
  {
    names: { zh: '主队球迷围巾', th: 'ผ้าพันคอแฟนบอล', id: 'Syal Suporter' },
    descs: {
      zh: '针织双面围巾，看球必备。',
      th: 'ผ้าพันคอถักสองด้าน ของต้องมีสำหรับดูบอล',
      id: 'Syal rajut dua sisi, wajib untuk nonton bola.',
    },
    cost: 300,
    stock: 50,
  },
  {
    names: { zh: '球星签名卡', th: 'การ์ดลายเซ็นนักเตะ', id: 'Kartu Tanda Tangan Pemain' },
    descs: {
      zh: '限量球星签名收藏卡，随机发放。',
      th: 'การ์ดสะสมลายเซ็นรุ่นลิมิเต็ด สุ่มส่ง',
      id: 'Kartu koleksi edisi terbatas, dikirim acak.',
    },
    cost: 1500,
    stock: 5,
  },
  {
    names: { zh: '运动水杯', th: 'ขวดน้ำกีฬา', id: 'Botol Minum Olahraga' },
    descs: {
      zh: '750ml 大容量运动水杯，防漏设计。',
      th: 'ขวดน้ำกีฬาขนาด 750 มล. ออกแบบกันรั่ว',
      id: 'Botol 750 ml, desain anti bocor.',
    },
    cost: 120,
    stock: 100,
  },
  {
    names: { zh: '无线运动耳机', th: 'หูฟังไร้สายสำหรับออกกำลังกาย', id: 'Earphone Olahraga Nirkabel' },
    descs: {
      zh: '蓝牙5.3，防汗防水，续航8小时。',
      th: 'บลูทูธ 5.3 กันเหงื่อกันน้ำ ใช้งานได้ 8 ชั่วโมง',
      id: 'Bluetooth 5.3, tahan keringat dan air, baterai 8 jam.',
    },
    cost: 5000,
    stock: 3,
  },
  {
    names: { zh: '10元话费充值卡', th: 'บัตรเติมเงินมือถือ', id: 'Voucher Pulsa' },
    descs: {
      zh: '兑换后由客服在3个工作日内充值到收货手机号。',
      th: 'ฝ่ายบริการจะเติมเงินให้เบอร์ผู้รับภายใน 3 วันทำการ',
      id: 'Layanan pelanggan mengisi pulsa ke nomor penerima dalam 3 hari kerja.',
    },
    cost: 1000,
    stock: 30,
  },
  // NOTE (issue 47): what a week buys (POINTS of protocol/enums.ts). A new user has 15 points the
  // first day: check-in 10 + one chat 5. Checking in and chatting once a day is 15 a day, so day 4
  // (60) buys this pack, and day 7 adds the streak bonus: 6 × 15 + 15 + 100 = 205 ≥ 120, the water
  // bottle. Watching 10 minutes a day as well is 35 a day: the pack on day 2 (70), the bottle on
  // day 4 (140).
  {
    names: { zh: '球队贴纸套装', th: 'ชุดสติกเกอร์ทีม', id: 'Paket Stiker Tim' },
    descs: {
      zh: '12张防水球队徽章贴纸，贴手机、水杯都合适。',
      th: 'สติกเกอร์ตราทีมกันน้ำ 12 แผ่น ติดมือถือหรือขวดน้ำได้',
      id: '12 stiker lambang tim tahan air, cocok untuk ponsel atau botol.',
    },
    cost: 60,
    stock: 200,
  },
] as const;

const DEMO_ACTIVITIES = [
  {
    titles: { zh: '每日签到领积分', th: 'เช็คอินทุกวันรับแต้ม', id: 'Check-in Harian Dapat Poin' },
    summaries: {
      zh: '连续签到7天送100积分大礼包',
      th: 'เช็คอินต่อเนื่อง 7 วัน รับโบนัส 100 แต้ม',
      id: 'Check-in 7 hari berturut-turut dapat bonus 100 poin',
    },
    bodies: {
      zh: [
        '每天签到得10积分，连续签到满7天额外赠送100积分大礼包，之后重新计算。',
        '中断一天则从第1天重新开始。积分可在积分商城兑换比赛用球、球迷围巾等好礼。',
      ],
      th: [
        'เช็คอินทุกวันรับ 10 แต้ม ครบ 7 วันติดต่อกันรับโบนัสเพิ่ม 100 แต้ม แล้วเริ่มนับใหม่',
        'หากขาดหนึ่งวันจะเริ่มนับวันที่ 1 ใหม่ แต้มใช้แลกของรางวัลในร้านค้าแต้มได้',
      ],
      id: [
        'Check-in setiap hari dapat 10 poin; 7 hari berturut-turut dapat bonus 100 poin, lalu dihitung ulang.',
        'Jika terlewat satu hari, hitungan mulai lagi dari hari 1. Tukarkan poin di toko poin.',
      ],
    },
  },
  {
    titles: { zh: '邀请好友得现金', th: 'ชวนเพื่อนรับเงินสด', id: 'Undang Teman Dapat Uang' },
    summaries: {
      zh: '每邀请一位新用户奖励5元',
      th: 'รับ 5 หยวนต่อผู้ใช้ใหม่ที่ชวนมา',
      id: 'Dapat 5 koin untuk setiap pengguna baru',
    },
    bodies: {
      zh: [
        '分享你的邀请码或邀请链接，好友通过链接注册并绑定邀请码后，你将获得5元奖励，直接存入钱包。',
        '同一设备只能被邀请一次，不能邀请自己。',
      ],
      th: [
        'แชร์โค้ดหรือลิงก์เชิญ เมื่อเพื่อนสมัครและผูกโค้ด คุณจะได้รับ 5 หยวนเข้ากระเป๋าเงิน',
        'อุปกรณ์หนึ่งเครื่องถูกเชิญได้ครั้งเดียว และเชิญตัวเองไม่ได้',
      ],
      id: [
        'Bagikan kode atau tautan undangan; saat teman mendaftar dan mengikat kode, kamu dapat 5 koin di dompet.',
        'Satu perangkat hanya bisa diundang sekali, dan tidak bisa mengundang diri sendiri.',
      ],
    },
  },
  {
    titles: { zh: '观赛红包雨', th: 'ฝนอั่งเปาระหว่างดูบอล', id: 'Hujan Angpao Saat Nonton' },
    summaries: {
      zh: '每天观看直播满10分钟得20积分',
      th: 'ดูไลฟ์ครบ 10 นาทีต่อวันรับ 20 แต้ม',
      id: 'Tonton siaran 10 menit sehari dapat 20 poin',
    },
    bodies: {
      zh: ['每天观看任意直播累计满10分钟即可获得20积分，在直播间聊天互动一次再得5积分。'],
      th: ['ดูไลฟ์ใดก็ได้รวม 10 นาทีต่อวันรับ 20 แต้ม แชทในห้องไลฟ์หนึ่งครั้งรับอีก 5 แต้ม'],
      id: [
        'Tonton siaran apa saja total 10 menit sehari dapat 20 poin; sekali chat di ruang siaran dapat 5 poin.',
      ],
    },
  },
] as const;

async function seed(trx: Transaction<Database>, now: number): Promise<number> {
  const p = pointsDb(trx);
  for (const [sort, item] of DEMO_ITEMS.entries()) {
    const { id } = await p
      .insertInto('mall_items')
      .values({
        names: JSON.stringify(item.names),
        descs: JSON.stringify(item.descs),
        image: '',
        cost: item.cost,
        stock: item.stock,
        status: 1,
        sort,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await p
      .updateTable('mall_items')
      .set({ image: `/demo-img/mall/${id}.svg` })
      .where('id', '=', id)
      .execute();
  }
  let first = 0;
  for (const [sort, a] of DEMO_ACTIVITIES.entries()) {
    const { id } = await p
      .insertInto('activities')
      .values({
        titles: JSON.stringify(a.titles),
        summaries: JSON.stringify(a.summaries),
        bodies: JSON.stringify(a.bodies),
        cover: '',
        starts_at: now - DAY,
        ends_at: now + 365 * DAY,
        sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await p
      .updateTable('activities')
      .set({ cover: `/demo-img/activity/${id}.svg` })
      .where('id', '=', id)
      .execute();
    first ||= id;
  }
  return first;
}

/**
 * Makes the demo mall items and activities on the first start, once (a settings row marks it, in
 * the same transaction); the daily red-packet advert opens the first activity (alertToActivityId).
 */
export async function ensureAccountDemo(db: Kysely<Database>, now: number): Promise<{ created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('settings')
      .values({ key: ACCOUNT_DEMO_MARK, value: JSON.stringify({ at: now }), updated_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!marked) return { created: false };
    const first = await seed(trx, now);
    const current = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'alertToActivityId')
      .executeTakeFirst();
    if (!current) await writeSetting(trx, 'alertToActivityId', first, now);
    return { created: true };
  });
}
