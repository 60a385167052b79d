import { SPORT_TYPE, type SportType } from '../../protocol/mainApi';

/** A competition of the demo content and its teams. */
export interface League {
  name: string;
  sport: SportType;
  teams: readonly string[];
}

/** Competitions by sport. Team names are clubs fans know; players and quotes are invented. */
export const LEAGUES: readonly League[] = [
  {
    name: '英超',
    sport: SPORT_TYPE.FOOTBALL,
    teams: ['曼城', '阿森纳', '利物浦', '曼联', '切尔西', '热刺', '纽卡斯尔', '阿斯顿维拉'],
  },
  {
    name: '西甲',
    sport: SPORT_TYPE.FOOTBALL,
    teams: ['皇家马德里', '巴塞罗那', '马德里竞技', '皇家社会', '比利亚雷亚尔', '塞维利亚'],
  },
  {
    name: '中超',
    sport: SPORT_TYPE.FOOTBALL,
    teams: ['上海海港', '上海申花', '山东泰山', '北京国安', '成都蓉城', '浙江队', '天津津门虎', '武汉三镇'],
  },
  {
    name: '德甲',
    sport: SPORT_TYPE.FOOTBALL,
    teams: ['拜仁慕尼黑', '多特蒙德', '勒沃库森', '莱比锡红牛', '斯图加特', '法兰克福'],
  },
  {
    name: 'NBA',
    sport: SPORT_TYPE.BASKETBALL,
    teams: ['湖人', '勇士', '凯尔特人', '掘金', '雄鹿', '太阳', '76人', '独行侠', '尼克斯', '森林狼'],
  },
  {
    name: 'CBA',
    sport: SPORT_TYPE.BASKETBALL,
    teams: [
      '广东宏远',
      '辽宁本钢',
      '浙江广厦',
      '北京首钢',
      '上海久事',
      '新疆广汇',
      '山东高速',
      '深圳马可波罗',
    ],
  },
  {
    name: 'LPL',
    sport: SPORT_TYPE.ESPORTS,
    teams: ['JDG', 'BLG', 'TES', 'LNG', 'WBG', 'EDG', 'RNG', 'IG'],
  },
  {
    name: 'KPL',
    sport: SPORT_TYPE.ESPORTS,
    teams: ['AG超玩会', '狼队', 'eStarPro', 'TTG', '成都AG', '重庆狼队', 'KSG', 'DRG'],
  },
];

/** The leagues of one sport. */
export function leaguesOf(sport: SportType): League[] {
  return LEAGUES.filter((l) => l.sport === sport);
}

/** Invented player names (the demo never quotes a real person). */
export const PLAYERS = [
  '张子豪',
  '李文博',
  '王一鸣',
  '陈思远',
  '刘嘉诚',
  '赵天宇',
  '周浩然',
  '吴俊杰',
  '马丁内斯',
  '席尔瓦',
  '卡瓦略',
  '罗德里格',
  '范德堡',
  '汉森',
  '贝克尔',
  '奥卡福',
  '杜兰德',
  '佩雷拉',
] as const;

/** Invented coach names. */
export const COACHES = ['林志强', '郑国栋', '阿尔贝托', '施耐德', '孙海涛', '莫雷诺'] as const;

/** Invented by-lines. */
export const AUTHORS = [
  '本站记者 林晓',
  '特约撰稿 周航',
  '体育编辑 陈默',
  '前方记者 许诺',
  '数据编辑 韩冰',
] as const;

/** Esports ids (invented). */
export const ESPORTS_IDS = ['Xiaohu丶', 'Nova', 'Shadow', '南风', 'Zed9', '阿离', 'Kuro', '白夜'] as const;

const NICK_HEAD = ['热血', '冷静', '快乐', '疯狂', '专业', '资深', '毒舌', '激情', '午夜', '追风'] as const;
const NICK_TAIL = ['阿杰', '小周', '老王', '大鹏', '小鱼', '球叔', '飞哥', '晨曦', '木木', '阿豪'] as const;

/** Every host nickname the demo can hand out (head + tail, at most 4 characters). */
export const HOST_NICKNAMES: readonly string[] = NICK_HEAD.flatMap((h) => NICK_TAIL.map((t) => h + t));
