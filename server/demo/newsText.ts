import { SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import { AUTHORS, COACHES, ESPORTS_IDS, leaguesOf, PLAYERS } from './names';
import type { Random } from './random';

/** A generated demo article: title, plain-text paragraphs, by-line. */
export interface DemoArticle {
  sport: SportType;
  title: string;
  paragraphs: string[];
  author: string;
}

type Slots = Record<string, string | number>;

/** A paragraph, or one that only fits some results (`when` sees the filled slots). */
type Paragraph = string | { text: string; when: (slots: Slots) => boolean };

/**
 * One story a headline tells: the headline, the leads that tell the same story, and `fit`, which
 * sets the numbers the headline implies (a shutout is 2比0, a narrow win is by one goal). Its own
 * body and closings replace the kind's when the kind's would say something else.
 */
interface Story {
  title: string;
  leads: readonly string[];
  fit?: (slots: Slots) => void;
  body?: readonly Paragraph[];
  closings?: readonly Paragraph[];
}

interface Kind {
  stories: readonly Story[];
  body: readonly Paragraph[];
  closings: readonly Paragraph[];
}

const n = (slots: Slots, name: string) => Number(slots[name]);
const awayScored = (slots: Slots) => n(slots, 'as') > 0;

const FOOTBALL_REPORT_LEADS = [
  '北京时间昨晚，{league}第{round}轮焦点战在{home}主场打响，{home}凭借{player}的出色发挥以{hs}比{as}击败来访的{away}，取得联赛{streak}连胜。',
  '{league}第{round}轮，{home}坐镇主场迎战{away}。全场比赛双方你来我往，最终{home}以{hs}比{as}笑到最后，拿下宝贵的三分。',
];

const FOOTBALL_REPORT: Kind = {
  stories: [
    {
      title: '{league}战报：{home}{hs}比{as}力克{away}，{player}梅开二度',
      leads: FOOTBALL_REPORT_LEADS,
      fit: (slots) => {
        slots.hs = Math.max(n(slots, 'hs'), 2);
      },
    },
    { title: '{home}主场{hs}-{as}击败{away}，{league}积分榜再进一步', leads: FOOTBALL_REPORT_LEADS },
    {
      title: '{player}第{late}分钟制胜球！{home}{hs}比{as}险胜{away}',
      leads: FOOTBALL_REPORT_LEADS,
      fit: (slots) => {
        slots.as = n(slots, 'hs') - 1;
      },
    },
  ],
  body: [
    '比赛第{minute}分钟，{player}在禁区弧顶接队友横传，一脚低射直入死角，帮助{home}首开纪录。这粒进球也让他本赛季的联赛进球数来到{goals}个。',
    {
      text: '易边再战，{away}加强了边路进攻，第{minute2}分钟{player2}头球扳平比分，一度让客队看到了希望。',
      when: awayScored,
    },
    '{home}全场控球率达到{pct}%，射门{shots}次，其中射正{ontarget}次，整体压制力明显占优。',
    '主帅{coach}赛后表示：“球队今天执行得很好，尤其是下半场的压迫，球员们展现出了很强的斗志。”',
    '防守端，{home}门将多次做出关键扑救，其中第{save}分钟单掌托出{player2}的近距离抽射，被现场球迷称为“全场最佳扑救”。',
    '值得一提的是，本场比赛现场观众超过{crowd}人，{home}球迷在看台上打出了巨幅TIFO，为球队助威。',
    '{away}方面，主力中卫因伤缺阵让防线显得有些松散，替补登场的年轻球员在对抗中略显稚嫩。',
  ],
  closings: [
    '赛后，{home}积分升至联赛第{rank}位，下一轮他们将客场挑战强敌，能否延续胜势值得期待。',
    '{away}则遭遇两连败，主帅赛后坦言需要尽快调整状态，下周的比赛对他们至关重要。',
  ],
};

const FOOTBALL_PREVIEW_LEADS = [
  '本周末，{league}第{round}轮将迎来一场焦点对决，{home}主场迎战{away}。两队目前积分相差无几，这场比赛的胜负将直接影响排名走势。',
  '{home}与{away}的较量历来火药味十足，两队近{n}次交手{home}取得{w}胜，本场比赛双方都志在必得。',
];

const FOOTBALL_PREVIEW: Kind = {
  stories: [
    { title: '{league}前瞻：{home}迎战{away}，谁能笑到最后？', leads: FOOTBALL_PREVIEW_LEADS },
    {
      title: '焦点战预告：{home}对阵{away}，{player2}有望复出',
      leads: [
        '本周末，{league}第{round}轮{home}主场迎战{away}。对{home}来说，好消息是伤愈的主力后腰{player2}已恢复合练，有望在本场比赛复出。',
      ],
    },
    { title: '{league}第{round}轮看点：{home}主场能否击退{away}', leads: FOOTBALL_PREVIEW_LEADS },
  ],
  body: [
    '从近期状态看，{home}近5场比赛取得{w5}胜，进攻端场均打进{avg}球，{player}更是连续{streak}场破门，状态火热。',
    '{away}则在客场表现稳健，本赛季客场仅输掉{lost}场，防守反击是他们的拿手好戏。',
    '伤病方面，{home}主力后腰{player2}已经恢复合练，主帅{coach}表示会根据最后一次训练情况决定是否让他首发。',
    '战术上，{home}预计继续沿用四后卫体系，依靠两个边路的速度撕扯对手防线；{away}或将摆出五后卫，力求稳守反击。',
    '数据显示，两队近{n}次交锋共打进{h2hGoals}球，场均进球超过2.5个，本场比赛同样有望上演进球大战。',
  ],
  closings: [
    '比赛开球后，本站将进行全程高清直播，欢迎球迷朋友们锁定直播间一起观赛。',
    '究竟谁能拿下这场关键之战？让我们拭目以待。',
  ],
};

const FOOTBALL_TRANSFER: Kind = {
  stories: [
    {
      title: '转会快讯：{home}接近签下{player}，转会费约{fee}万欧元',
      leads: [
        '据多家媒体报道，{home}已经与{player}的经纪团队达成个人条款协议，双方将签下一份为期{years}年的合同，转会费预计在{fee}万欧元左右。',
      ],
      body: [
        '{player}本赛季各项赛事出场{apps}次，贡献{goals}球{assists}助攻，是原俱乐部进攻端的核心人物。',
        '{home}体育总监表示：“我们一直在关注这名球员，他的技术特点非常符合球队的战术体系。”',
        '据悉，{away}也曾对该球员表现出兴趣，但最终在薪资问题上未能与球员方面达成一致。',
        '如果转会顺利完成，{player}将在下周接受体检，并有望在下一轮联赛中完成首秀。',
      ],
      closings: [
        '目前{home}尚未对此事作出正式回应，本站将持续关注后续进展。',
        '{home}球迷在社交媒体上纷纷表示期待，认为这笔引援将大大增强球队的竞争力。',
      ],
    },
    {
      title: '{home}官宣与主帅{coach}续约至{year}年',
      leads: ['{home}俱乐部今日发布官方公告，宣布与主帅{coach}完成续约，新合同将执行至{year}年夏天。'],
      body: [
        '自{coach}上任以来，球队战绩稳步提升，上赛季更是打进了杯赛决赛，俱乐部高层对他的工作十分满意。',
        '{coach}在俱乐部官网表示：“很高兴能继续带领这支球队，我们的目标是冲击更高的荣誉。”',
        '据悉，新合同中还包含了一年的续约选项，俱乐部将在转会窗口为他补充所需的球员。',
      ],
      closings: ['球迷们在社交媒体上纷纷表示祝贺，期待球队在{coach}的带领下更进一步。'],
    },
    {
      title: '冬窗动态：{away}有意引进{player}，{home}开价{fee}万欧元',
      leads: [
        '据多家媒体报道，{away}有意在冬季转会窗引进{home}的{player}，而{home}为这名球员开出了{fee}万欧元的价码。',
      ],
      body: [
        '{player}本赛季各项赛事出场{apps}次，贡献{goals}球{assists}助攻，是{home}进攻端的核心人物。',
        '{away}体育总监表示：“我们一直在关注这名球员，他的技术特点非常符合球队的战术体系。”',
        '{home}方面并不急于出售，只有报价达到要求才会放人。',
      ],
      closings: ['目前两家俱乐部尚未对此事作出正式回应，本站将持续关注后续进展。'],
    },
  ],
  body: [],
  closings: [],
};

const BASKETBALL_REPORT_LEADS = [
  '北京时间今天上午，{league}常规赛继续进行，{home}主场迎战{away}。{player}全场拿下{pts}分{reb}个篮板，率队以{hs}比{as}取胜。',
];
const COMEBACK_LEAD =
  '{league}焦点战，{home}在一度落后{gap}分的情况下完成逆转，最终以{hs}比{as}击败{away}，收获{streak}连胜。';

const BASKETBALL_REPORT: Kind = {
  stories: [
    {
      title: '{league}战报：{player}砍下{pts}分，{home}{hs}-{as}击败{away}',
      leads: [...BASKETBALL_REPORT_LEADS, COMEBACK_LEAD],
    },
    {
      title: '{home}末节逆转{away}，{player}关键时刻连得{clutch}分',
      leads: [COMEBACK_LEAD],
      fit: (slots) => {
        slots.as = n(slots, 'hs') - Math.min(n(slots, 'hs') - n(slots, 'as'), 6);
        slots.turn = 'last';
      },
    },
    {
      title: '{player}{pts}分{reb}板{ast}助攻，{home}主场大胜{away}',
      leads: BASKETBALL_REPORT_LEADS,
      fit: (slots) => {
        slots.as = n(slots, 'hs') - Math.max(n(slots, 'hs') - n(slots, 'as'), 15);
      },
    },
  ],
  body: [
    '首节比赛双方势均力敌，{away}依靠外线手感一度领先，{player2}单节投中3记三分球。',
    {
      text: '第三节成为比赛的转折点，{home}打出一波{run}比2的攻击波，{player}连续突破得手，将比分反超。',
      when: (slots) => slots.turn !== 'last',
    },
    '全场比赛{home}投篮命中率达到{pct}%，三分球{threes}投{threesmade}中，篮板球以{rebs}比{rebsaway}占据优势。',
    '主教练{coach}赛后表示：“我们在防守端做得更好了，球员之间的沟通和轮转都很到位。”',
    '替补席上，{player3}贡献了{bench}分，成为{home}得分的重要补充。',
    {
      text: '末节关键时刻，{player}命中一记超远三分，随后又造成对手犯规两罚全中，彻底锁定胜局。',
      when: (slots) => n(slots, 'hs') - n(slots, 'as') < 15,
    },
  ],
  closings: [
    '此役过后，{home}战绩来到{wins}胜{losses}负，继续稳居分区前列。',
    '{away}则遭遇客场{streak}连败，下一场他们将回到主场调整状态。',
  ],
};

const BASKETBALL_PREVIEW_LEADS = [
  '今天，{league}将上演一场强强对话，{home}主场迎战{away}。两队目前排名接近，本场比赛对季后赛席位争夺意义重大。',
];

const BASKETBALL_PREVIEW: Kind = {
  stories: [
    { title: '{league}前瞻：{home}对决{away}，内线对抗成胜负手', leads: BASKETBALL_PREVIEW_LEADS },
    { title: '今日焦点：{home}迎战{away}，{player}冲击赛季新高', leads: BASKETBALL_PREVIEW_LEADS },
  ],
  body: [
    '{home}近10场比赛取得{w}胜，{player}场均贡献{pts}分，是联盟中得分效率最高的球员之一。',
    '{away}拥有联盟前列的防守，场均仅失{allowed}分，他们的外线轮转速度是限制对手的关键。',
    '伤病方面，{away}首发大前锋{player2}因脚踝扭伤出战成疑，这将影响他们的内线深度。',
    '两队本赛季已交手两次，各取一胜，第三次交锋注定火花四溅。',
  ],
  closings: ['比赛将在今晚进行，本站提供高清直播与实时比分，敬请关注。'],
};

const ESPORTS_REPORT_LEADS = [
  '{league}春季赛常规赛今日继续进行，{home}以{hs}比{as}战胜{away}。选手{id1}多次打出关键团战，获得本场比赛MVP。',
  '在今天的{league}焦点战中，{home}展现出强大的运营能力，以{hs}比{as}击败{away}，拿下赛季第{wins}胜。',
];

const ESPORTS_REPORT: Kind = {
  stories: [
    {
      title: '{league}战报：{home}{hs}比{as}击败{away}，{id1}获封MVP',
      leads: ESPORTS_REPORT_LEADS.slice(0, 1),
    },
    {
      title: '{home}零封{away}，{league}积分榜升至第{rank}',
      leads: ESPORTS_REPORT_LEADS,
      fit: (slots) => {
        slots.as = 0;
      },
    },
    {
      title: '{league}常规赛：{away}鏖战三局惜败{home}',
      leads: ESPORTS_REPORT_LEADS,
      fit: (slots) => {
        slots.as = 1;
      },
    },
  ],
  body: [
    '第一局，{home}在前期通过野区入侵建立经济优势，{minute}分钟拿下第一条大龙，随后一波推进结束比赛。',
    '第二局{away}调整了阵容选择，中期依靠{id2}的精彩操作打出一波团灭，但{home}凭借视野控制稳住了局面。',
    '数据方面，{id1}全场KDA高达{kda}，参团率达到{pct}%，是队伍获胜的最大功臣。',
    '赛后采访中，{id1}表示：“我们这周针对版本做了很多准备，队友之间的配合越来越默契。”',
    '{away}教练则认为，队伍在资源交换的决策上出现了问题，接下来会继续复盘调整。',
  ],
  closings: [
    '下周，{home}将迎来与积分榜领头羊的直接对话，届时本站将全程直播。',
    '随着常规赛进入后半程，季后赛席位的争夺愈发激烈。',
  ],
};

const KINDS: Record<SportType, readonly Kind[]> = {
  [SPORT_TYPE.FOOTBALL]: [FOOTBALL_REPORT, FOOTBALL_PREVIEW, FOOTBALL_TRANSFER],
  [SPORT_TYPE.BASKETBALL]: [BASKETBALL_REPORT, BASKETBALL_PREVIEW],
  [SPORT_TYPE.ESPORTS]: [ESPORTS_REPORT],
};

function fill(template: string, slots: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(slots, name) ? String(slots[name]) : whole,
  );
}

function slotsFor(rnd: Random, sport: SportType): Slots {
  const league = rnd.pick(leaguesOf(sport));
  const [home = '', away = ''] = rnd.sample(league.teams, 2);
  const [player = '', player2 = '', player3 = ''] = rnd.sample(PLAYERS, 3);
  const [id1 = '', id2 = ''] = rnd.sample(ESPORTS_IDS, 2);
  const basketball = sport === SPORT_TYPE.BASKETBALL;
  const esports = sport === SPORT_TYPE.ESPORTS;
  const hs = basketball ? rnd.int(98, 128) : esports ? 2 : rnd.int(1, 4);
  const as = basketball ? hs - rnd.int(2, 18) : esports ? rnd.int(0, 1) : rnd.int(0, hs - 1);
  return {
    league: league.name,
    home,
    away,
    player,
    player2,
    player3,
    id1,
    id2,
    coach: rnd.pick(COACHES),
    hs,
    as,
    round: rnd.int(5, 30),
    streak: rnd.int(2, 5),
    minute: rnd.int(8, 44),
    minute2: rnd.int(50, 65),
    save: rnd.int(66, 75),
    late: rnd.int(76, 89),
    goals: rnd.int(6, 21),
    pct: rnd.int(45, 68),
    shots: rnd.int(11, 22),
    ontarget: rnd.int(4, 9),
    crowd: `${rnd.int(2, 6)}万`,
    rank: rnd.int(1, 6),
    n: 10,
    w: rnd.int(3, 7),
    w5: rnd.int(3, 5),
    h2hGoals: rnd.int(26, 38),
    avg: (rnd.int(15, 28) / 10).toFixed(1),
    lost: rnd.int(1, 4),
    fee: rnd.int(15, 90) * 100,
    year: 2027 + rnd.int(0, 2),
    years: rnd.int(3, 5),
    apps: rnd.int(18, 40),
    assists: rnd.int(3, 12),
    pts: rnd.int(26, 45),
    reb: rnd.int(6, 15),
    ast: rnd.int(5, 13),
    clutch: rnd.int(7, 12),
    gap: rnd.int(12, 21),
    run: rnd.int(12, 18),
    threes: rnd.int(28, 42),
    threesmade: rnd.int(11, 17),
    rebs: rnd.int(45, 56),
    rebsaway: rnd.int(36, 44),
    bench: rnd.int(12, 22),
    wins: rnd.int(20, 40),
    losses: rnd.int(8, 20),
    allowed: rnd.int(104, 110),
    kda: (rnd.int(60, 150) / 10).toFixed(1),
  };
}

function text(paragraph: Paragraph, slots: Slots): string | null {
  if (typeof paragraph === 'string') return fill(paragraph, slots);
  return paragraph.when(slots) ? fill(paragraph.text, slots) : null;
}

/**
 * One article of `sport`: a headline with a lead telling the same story, three or four body
 * paragraphs and a closing, all from one set of slots fitted to what the headline says.
 */
export function demoArticle(rnd: Random, sport: SportType): DemoArticle {
  const kind = rnd.pick(KINDS[sport]);
  const story = rnd.pick(kind.stories);
  const slots = slotsFor(rnd, sport);
  story.fit?.(slots);
  const body = (story.body ?? kind.body).flatMap((p) => text(p, slots) ?? []);
  const closings = (story.closings ?? kind.closings).flatMap((p) => text(p, slots) ?? []);
  // A subset in the order written: the opening goal comes before the equaliser.
  const kept = new Set(rnd.sample([...body.keys()], Math.min(body.length, rnd.int(3, 4))));
  return {
    sport,
    title: fill(story.title, slots),
    paragraphs: [
      fill(rnd.pick(story.leads), slots),
      ...body.filter((_, i) => kept.has(i)),
      rnd.pick(closings),
    ],
    author: rnd.pick(AUTHORS),
  };
}
