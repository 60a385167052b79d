import { SPORT_TYPE, type SportType } from '../../protocol/mainApi';
import { ESPORTS_IDS, LEAGUES } from '../demo/names';
import { hashText, type Random } from '../demo/random';

/** A competition of the simulated world. Cups draw their teams from other leagues (`pool`). */
export interface LeagueDef {
  id: number;
  name: string;
  sport: SportType;
  color: string;
  cup: boolean;
  /** Names of the league's own teams (empty for a cup). */
  teams: readonly string[];
  /** A cup's teams: the leagues (ids) it draws from. */
  pool: readonly number[];
  /** Esports: maps per series. */
  bestOf: number;
  /** Players of its teams have Chinese names. */
  chinese: boolean;
}

function league(name: string): readonly string[] {
  return LEAGUES.find((l) => l.name === name)?.teams ?? [];
}

/** The competitions, by id (stable: stored in `leagues`). Team names follow server/demo/names.ts. */
export const LEAGUE_DEFS: readonly LeagueDef[] = [
  {
    id: 1,
    name: '英超',
    sport: 1,
    color: '#3d195b',
    cup: false,
    teams: league('英超'),
    pool: [],
    bestOf: 0,
    chinese: false,
  },
  {
    id: 2,
    name: '西甲',
    sport: 1,
    color: '#ee8707',
    cup: false,
    teams: league('西甲'),
    pool: [],
    bestOf: 0,
    chinese: false,
  },
  {
    id: 3,
    name: '中超',
    sport: 1,
    color: '#c8102e',
    cup: false,
    teams: league('中超'),
    pool: [],
    bestOf: 0,
    chinese: true,
  },
  {
    id: 4,
    name: '德甲',
    sport: 1,
    color: '#d20515',
    cup: false,
    teams: league('德甲'),
    pool: [],
    bestOf: 0,
    chinese: false,
  },
  {
    id: 5,
    name: '欧冠',
    sport: 1,
    color: '#0b1f66',
    cup: true,
    teams: [],
    pool: [1, 2, 4],
    bestOf: 0,
    chinese: false,
  },
  {
    id: 6,
    name: '足协杯',
    sport: 1,
    color: '#b8860b',
    cup: true,
    teams: [],
    pool: [3],
    bestOf: 0,
    chinese: true,
  },
  {
    id: 7,
    name: 'NBA',
    sport: 2,
    color: '#1d428a',
    cup: false,
    teams: league('NBA'),
    pool: [],
    bestOf: 0,
    chinese: false,
  },
  {
    id: 8,
    name: 'CBA',
    sport: 2,
    color: '#e4002b',
    cup: false,
    teams: league('CBA'),
    pool: [],
    bestOf: 0,
    chinese: true,
  },
  {
    id: 9,
    name: 'LPL',
    sport: 3,
    color: '#0a84ff',
    cup: false,
    teams: league('LPL'),
    pool: [],
    bestOf: 3,
    chinese: false,
  },
  {
    id: 10,
    name: 'KPL',
    sport: 3,
    color: '#f5a623',
    cup: false,
    teams: league('KPL'),
    pool: [],
    bestOf: 5,
    chinese: false,
  },
];

/** The league with this id. @throws {RangeError} for an unknown id. */
export function leagueDef(id: number): LeagueDef {
  const found = LEAGUE_DEFS.find((l) => l.id === id);
  if (!found) throw new RangeError(`no league ${id}`);
  return found;
}

/** The league playing each slot of a day's slate, by sport (cups are football slots 5 and 8). */
export const SLATE_LEAGUES: Readonly<Record<SportType, readonly number[]>> = {
  [SPORT_TYPE.FOOTBALL]: [1, 2, 3, 4, 5, 1, 3, 6],
  [SPORT_TYPE.BASKETBALL]: [7, 8, 7, 8, 7, 8],
  [SPORT_TYPE.ESPORTS]: [9, 10, 9, 10],
};

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
];
const GIVEN = [
  '子豪',
  '文博',
  '一鸣',
  '思远',
  '嘉诚',
  '天宇',
  '浩然',
  '俊杰',
  '明轩',
  '宇航',
  '志强',
  '国栋',
  '海涛',
  '晨阳',
  '博文',
  '立新',
  '建华',
  '振宇',
  '鹏飞',
  '凯文',
];
const FIRST = [
  '卡洛斯',
  '马丁',
  '卢卡斯',
  '安德烈',
  '托马斯',
  '丹尼尔',
  '马可',
  '路易斯',
  '拉斐尔',
  '迭戈',
  '本',
  '杰克',
  '凯文',
  '约翰',
  '保罗',
  '伊万',
  '雨果',
  '奥斯卡',
  '亚当',
  '里奥',
];
const FAMILY = [
  '席尔瓦',
  '卡瓦略',
  '罗德里格',
  '范德堡',
  '汉森',
  '贝克尔',
  '奥卡福',
  '杜兰德',
  '佩雷拉',
  '马丁内斯',
  '施密特',
  '加西亚',
  '莫雷诺',
  '米勒',
  '史密斯',
  '琼斯',
  '费尔南德斯',
  '科斯塔',
  '罗西',
  '诺瓦克',
];

/** Invented player names, distinct within a team (the demo never quotes a real person). */
export function playerNames(rnd: Random, n: number, chinese: boolean, sport: SportType): string[] {
  const out = new Set<string>();
  while (out.size < n) {
    if (sport === SPORT_TYPE.ESPORTS) {
      const base = rnd.pick(ESPORTS_IDS);
      out.add(out.has(base) ? `${base}${rnd.int(1, 99)}` : base);
    } else if (chinese) out.add(rnd.pick(SURNAMES) + rnd.pick(GIVEN));
    else out.add(`${rnd.pick(FIRST)}·${rnd.pick(FAMILY)}`);
  }
  return [...out];
}

/** A team's home ground, by sport. */
export function venueOf(team: string, sport: SportType): string {
  if (sport === SPORT_TYPE.FOOTBALL) return `${team}主场球场`;
  if (sport === SPORT_TYPE.BASKETBALL) return `${team}主场体育馆`;
  return `${team}电竞中心`;
}

/** A seed for one match's script: the world's seed and the match id mixed. */
export function matchSeed(worldSeed: number, matchId: number): number {
  return hashText(`${worldSeed}:${matchId}`);
}

/** Round or stage text of a league's match on slate `day`. */
export function roundName(def: LeagueDef, day: number): string {
  if (def.cup) return (['1/8决赛', '1/4决赛', '半决赛', '决赛'] as const)[Math.abs(day) % 4] ?? '1/8决赛';
  if (def.sport === SPORT_TYPE.FOOTBALL) return `第${20 + day}轮`;
  if (def.sport === SPORT_TYPE.BASKETBALL) return '常规赛';
  return `常规赛 BO${def.bestOf}`;
}

/** A team crest: the demo's generated SVG shield (served by server/http/static.ts from server/demo/images.ts). */
export function crestPath(team: string): string {
  return `/demo-img/crest/${encodeURIComponent(team)}.webp`;
}
