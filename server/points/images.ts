/** Pictures of the demo mall items and activities (served at /demo-img/mall|activity/<id>.svg). */

const PALETTES: [string, string][] = [
  ['#ff8a3d', '#ff3d5a'],
  ['#3b82f6', '#1e3a8a'],
  ['#16c784', '#0b7a4b'],
  ['#a855f7', '#5b21b6'],
  ['#f5a623', '#b4510f'],
  ['#06b6d4', '#0e6e7a'],
];

/** Simple line drawings, 200x200 box: ball, scarf, card, bottle, headphones, phone. */
const GLYPHS = [
  '<circle cx="100" cy="100" r="70"/><path d="M100 60l32 23-12 38H80l-12-38zM100 60V30M132 83l30-10M120 121l18 26M80 121l-18 26M68 83l-30-10"/>',
  '<path d="M50 40h40v120H50zM110 40h40v120h-40zM50 80h100M50 120h100M60 160v20M80 160v20M120 160v20M140 160v20"/>',
  '<rect x="55" y="30" width="90" height="140" rx="10"/><circle cx="100" cy="85" r="25"/><path d="M70 140q30-30 60 0"/>',
  '<path d="M80 30h40v20l10 15v105a10 10 0 0 1-10 10H80a10 10 0 0 1-10-10V65l10-15z"/><path d="M70 100h60"/>',
  '<path d="M45 120v-20a55 55 0 0 1 110 0v20"/><rect x="35" y="115" width="30" height="50" rx="8"/><rect x="135" y="115" width="30" height="50" rx="8"/>',
  '<rect x="62" y="25" width="76" height="150" rx="12"/><path d="M90 155h20"/>',
];

function frame(width: number, height: number, colors: [string, string], body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/>` +
    `<stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${body}</svg>`
  );
}

export function mallItemSvg(id: number): string {
  const colors = PALETTES[id % PALETTES.length] ?? ['#ff8a3d', '#ff3d5a'];
  const glyph = GLYPHS[(id - 1 + GLYPHS.length) % GLYPHS.length] ?? '';
  return frame(
    400,
    400,
    colors,
    `<circle cx="330" cy="70" r="110" fill="rgba(255,255,255,0.1)"/>` +
      `<g transform="translate(100 100)" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
  );
}

export function activitySvg(id: number): string {
  const colors = PALETTES[(id + 2) % PALETTES.length] ?? ['#ff8a3d', '#ff3d5a'];
  const glyph = [
    'M60 40h80v120H60zM80 80l15 15 30-30',
    'M100 40l18 40 44 5-33 30 9 44-38-22-38 22 9-44-33-30 44-5z',
    'M50 70h100v90H50zM40 50h120v20H40zM100 50v110M100 50c-20-30-50-20-40 0M100 50c20-30 50-20 40 0',
  ][(id - 1) % 3];
  return frame(
    750,
    300,
    colors,
    `<circle cx="640" cy="40" r="170" fill="rgba(255,255,255,0.09)"/><circle cx="90" cy="300" r="120" fill="rgba(255,255,255,0.07)"/>` +
      `<g transform="translate(500 50)" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"><path d="${glyph}"/></g>`,
  );
}
