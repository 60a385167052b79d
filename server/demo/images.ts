import { SPORT_TYPE } from '../../protocol/mainApi';
import { hashText } from './random';

/** SVG pictures of the demo content, made from their text: covers, banners, thumbnails, avatars, crests, adverts. */

const FONT = "font-family=\"'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif\"";

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

/** Splits text into at most `maxLines` lines of about `width` full-width characters (ASCII counts half). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let units = 0;
  for (const ch of text) {
    const w = ch.charCodeAt(0) < 128 ? 0.55 : 1;
    if (units + w > width) {
      lines.push(line);
      line = '';
      units = 0;
      if (lines.length === maxLines) break;
    }
    line += ch;
    units += w;
  }
  if (lines.length < maxLines && line) lines.push(line);
  else if (lines.length === maxLines && [...lines.join('')].length < [...text].length) {
    const last = lines[maxLines - 1] ?? '';
    lines[maxLines - 1] = `${[...last].slice(0, -1).join('')}…`;
  }
  return lines;
}

/** Two gradient colours for a sport, varied by `seed`. */
function palette(sport: number, seed: string): [string, string] {
  const base =
    sport === SPORT_TYPE.FOOTBALL
      ? 140
      : sport === SPORT_TYPE.BASKETBALL
        ? 24
        : sport === SPORT_TYPE.ESPORTS
          ? 265
          : 205;
  const hue = base + ((hashText(seed) % 40) - 20);
  return [`hsl(${hue},70%,42%)`, `hsl(${(hue + 40) % 360},75%,22%)`];
}

function gradient(id: string, [a, b]: [string, string]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`;
}

/** A sport icon centred at (x, y) with radius r, in translucent white; none for sport 0. */
function sportIcon(sport: number, x: number, y: number, r: number): string {
  if (sport === 0) return '';
  const stroke = `fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="${(r / 12).toFixed(1)}"`;
  if (sport === SPORT_TYPE.FOOTBALL) {
    const pts = Array.from({ length: 5 }, (_, i) => {
      const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
      return `${(x + Math.cos(a) * r * 0.38).toFixed(1)},${(y + Math.sin(a) * r * 0.38).toFixed(1)}`;
    }).join(' ');
    return `<circle cx="${x}" cy="${y}" r="${r}" ${stroke}/><polygon points="${pts}" fill="rgba(255,255,255,0.3)"/>`;
  }
  if (sport === SPORT_TYPE.BASKETBALL) {
    return `<circle cx="${x}" cy="${y}" r="${r}" ${stroke}/><path d="M${x - r} ${y}H${x + r}M${x} ${y - r}V${y + r}M${x - r * 0.7} ${y - r * 0.7}Q${x} ${y} ${x - r * 0.7} ${y + r * 0.7}M${x + r * 0.7} ${y - r * 0.7}Q${x} ${y} ${x + r * 0.7} ${y + r * 0.7}" ${stroke}/>`;
  }
  const w = r * 1.8;
  const h = r * 1.1;
  return `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${h / 2}" ${stroke}/><path d="M${x - w * 0.3} ${y}h${w * 0.16}M${x - w * 0.22} ${y - h * 0.14}v${h * 0.28}" ${stroke}/><circle cx="${x + w * 0.2}" cy="${y - h * 0.1}" r="${r / 10}" fill="rgba(255,255,255,0.4)"/><circle cx="${x + w * 0.3}" cy="${y + h * 0.1}" r="${r / 10}" fill="rgba(255,255,255,0.4)"/>`;
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.3}" font-size="${size}" ${attrs}>${escapeXml(l)}</text>`,
    )
    .join('');
}

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT}>${body}</svg>`;
}

/** A live room cover, 640x360: sport gradient and icon, league tag, LIVE badge, title and host. */
export function roomCoverSvg(room: { title: string; sport: number; league: string; host: string }): string {
  const lines = wrapText(room.title, 17, 2);
  // NOTE: the last title line sits above the host line (baseline 340).
  const titleY = 300 - (lines.length - 1) * 44;
  return svg(
    640,
    360,
    `${gradient('g', palette(room.sport, room.title))}<rect width="640" height="360" fill="url(#g)"/>` +
      sportIcon(room.sport, 500, 150, 110) +
      `<rect x="24" y="24" rx="6" width="${32 + [...room.league].reduce((w, c) => w + (c.charCodeAt(0) < 128 ? 16 : 26), 0)}" height="44" fill="rgba(0,0,0,0.35)"/>` +
      `<text x="40" y="55" font-size="26" fill="#fff" font-weight="bold">${escapeXml(room.league)}</text>` +
      `<rect x="500" y="24" rx="22" width="116" height="44" fill="#ff3b30"/><circle cx="526" cy="46" r="7" fill="#fff"/>` +
      `<text x="542" y="55" font-size="24" fill="#fff" font-weight="bold">LIVE</text>` +
      `<rect y="${titleY - 48}" width="640" height="${360 - titleY + 48}" fill="rgba(0,0,0,0.45)"/>` +
      textLines(lines, 28, titleY, 34, 'fill="#fff" font-weight="bold"') +
      `<text x="28" y="342" font-size="22" fill="rgba(255,255,255,0.85)">${escapeXml(room.host)}</text>`,
  );
}

/** A home banner, 750x340. */
export function bannerSvg(banner: { title: string; subtitle: string; sport: number }): string {
  return svg(
    750,
    340,
    `${gradient('g', palette(banner.sport, banner.title))}<rect width="750" height="340" fill="url(#g)"/>` +
      `<circle cx="650" cy="60" r="160" fill="rgba(255,255,255,0.08)"/><circle cx="80" cy="330" r="120" fill="rgba(255,255,255,0.06)"/>` +
      sportIcon(banner.sport, 610, 190, 105) +
      textLines(wrapText(banner.title, 13, 2), 48, 130, 48, 'fill="#fff" font-weight="bold"') +
      `<text x="50" y="270" font-size="26" fill="rgba(255,255,255,0.85)">${escapeXml(banner.subtitle)}</text>`,
  );
}

/** A news thumbnail, 360x240. */
export function newsThumbSvg(news: { title: string; sport: number }): string {
  return svg(
    360,
    240,
    `${gradient('g', palette(news.sport, news.title))}<rect width="360" height="240" fill="url(#g)"/>` +
      sportIcon(news.sport, 280, 80, 60) +
      textLines(wrapText(news.title, 11, 3), 22, 150, 26, 'fill="#fff" font-weight="bold"'),
  );
}

/** A round avatar, 120x120, with the first character of the name. */
export function avatarSvg(name: string): string {
  const hue = hashText(name) % 360;
  const first = [...name][0] ?? '?';
  return svg(
    120,
    120,
    `${gradient('g', [`hsl(${hue},70%,60%)`, `hsl(${(hue + 50) % 360},70%,40%)`])}<circle cx="60" cy="60" r="60" fill="url(#g)"/>` +
      `<text x="60" y="78" font-size="52" fill="#fff" text-anchor="middle" font-weight="bold">${escapeXml(first)}</text>`,
  );
}

/** A team crest, 100x100: a shield in two colours from the name, with its first two characters. */
export function crestSvg(name: string): string {
  const h = hashText(name);
  const a = `hsl(${h % 360},65%,45%)`;
  const b = `hsl(${(h >> 9) % 360},60%,30%)`;
  const ascii = /^[\x20-\x7e]+$/.test(name);
  const label = [...name].slice(0, ascii ? 3 : 2).join('');
  return svg(
    100,
    100,
    `<path d="M50 4L92 18V50C92 74 72 90 50 97C28 90 8 74 8 50V18Z" fill="${a}" stroke="#fff" stroke-width="3"/>` +
      `<path d="M50 4L92 18V50C92 74 72 90 50 97Z" fill="${b}" opacity="0.7"/>` +
      `<text x="50" y="60" font-size="${ascii && label.length > 2 ? 24 : 28}" fill="#fff" text-anchor="middle" font-weight="bold">${escapeXml(label)}</text>`,
  );
}

interface AdSpec {
  width: number;
  height: number;
  colors: [string, string];
  title: string;
  subtitle: string;
}

/** The advert and screen images named in the server configuration (home_red_img, openad_img…). */
export const AD_IMAGES: Readonly<Record<string, AdSpec>> = {
  redpacket: {
    width: 600,
    height: 800,
    colors: ['#ff5f4a', '#c0161c'],
    // NOTE: no words (issue 49): the app writes the advert's title over it in the user's language
    // (src/features/home/RedPacketAd.tsx); the picture is the envelope alone.
    title: '',
    subtitle: '',
  },
  liveload: {
    width: 640,
    height: 360,
    colors: ['#1f2a44', '#0b1020'],
    title: '直播加载中…',
    subtitle: '精彩马上开始',
  },
  newac: {
    width: 750,
    height: 200,
    colors: ['#6a5cff', '#2b1f8f'],
    title: '新人福利',
    subtitle: '注册即送VIP体验',
  },
  match: {
    width: 750,
    height: 160,
    colors: ['#0fa968', '#075e3b'],
    title: '赛事中心',
    subtitle: '全部比赛 实时比分',
  },
  openad: {
    width: 750,
    height: 1334,
    colors: ['#11998e', '#0b3d3a'],
    title: '体育直播',
    subtitle: '高清足球·篮球·电竞直播',
  },
  maintain: {
    width: 750,
    height: 1334,
    colors: ['#3a4660', '#161c2a'],
    title: '系统维护中',
    subtitle: '我们正在升级服务，请稍后再来',
  },
};

/** A red envelope without words: its flap and gold seal, over the gradient. */
function envelopeSvg(w: number, h: number, colors: [string, string]): string {
  const flap = h * 0.3;
  return svg(
    w,
    h,
    `${gradient('g', colors)}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.85}" cy="${h * 0.85}" r="${Math.min(w, h) * 0.35}" fill="rgba(255,255,255,0.06)"/>` +
      `<path d="M0 0H${w}V${flap}Q${w / 2} ${flap * 1.55} 0 ${flap}Z" fill="rgba(0,0,0,0.12)"/>` +
      `<circle cx="${w / 2}" cy="${flap * 1.27}" r="${w * 0.11}" fill="#ffd36b" stroke="#f0a92e" stroke-width="${w * 0.015}"/>` +
      `<circle cx="${w / 2}" cy="${flap * 1.27}" r="${w * 0.05}" fill="none" stroke="#c0161c" stroke-width="${w * 0.012}"/>`,
  );
}

/** An advert or screen image by name, or undefined for an unknown name. */
export function adSvg(name: string): string | undefined {
  const spec = Object.hasOwn(AD_IMAGES, name) ? AD_IMAGES[name] : undefined;
  if (!spec) return undefined;
  const { width: w, height: h } = spec;
  const size = Math.round(w / 9);
  if (!spec.title) return envelopeSvg(w, h, spec.colors);
  return svg(
    w,
    h,
    `${gradient('g', spec.colors)}<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${w * 0.85}" cy="${h * 0.15}" r="${Math.min(w, h) * 0.35}" fill="rgba(255,255,255,0.07)"/>` +
      `<text x="${w / 2}" y="${h / 2}" font-size="${Math.min(size, h / 3)}" fill="#fff" text-anchor="middle" font-weight="bold">${escapeXml(spec.title)}</text>` +
      `<text x="${w / 2}" y="${h / 2 + Math.min(size, h / 3) * 0.9}" font-size="${Math.min(size * 0.4, h / 6)}" fill="rgba(255,255,255,0.85)" text-anchor="middle">${escapeXml(spec.subtitle)}</text>`,
  );
}
