/** SVG icons of the gifts (GiftList `icon`: /gift-img/<id>.svg), drawn here so no image files ship. */

const BACKGROUNDS = ['#ff6b6b', '#4dabf7', '#ffa94d', '#ffd43b', '#845ef7', '#20c997', '#f06595', '#339af0'];

/** Each gift's picture inside a 96x96 box (gift ids of migration 0040_rooms). */
const SHAPES: Readonly<Record<number, string>> = {
  1: '<path d="M30 70V44h10l10-18c6 0 8 4 7 10l-2 8h14c5 0 8 4 7 8l-5 18H30z" fill="#fff"/>',
  2: '<circle cx="48" cy="48" r="24" fill="#fff"/><path d="M48 32l10 7-4 12H42l-4-12z" fill="#222"/>',
  3: '<circle cx="48" cy="48" r="24" fill="#f76707"/><path d="M24 48h48M48 24v48M31 31c10 10 10 24 0 34M65 31c-10 10-10 24 0 34" stroke="#222" stroke-width="2" fill="none"/>',
  4: '<path d="M32 26h32v10c0 12-7 20-16 20s-16-8-16-20z" fill="#fff"/><path d="M44 56h8v10h8v6H36v-6h8z" fill="#fff"/>',
  5: '<path d="M48 18c10 8 14 22 10 38H38c-4-16 0-30 10-38z" fill="#fff"/><circle cx="48" cy="38" r="5" fill="#4dabf7"/><path d="M38 56l-8 12h12zM58 56l8 12H54z" fill="#ffe066"/>',
  6: '<path d="M20 58l8-14h36l10 14v8H20z" fill="#fff"/><circle cx="32" cy="66" r="6" fill="#222"/><circle cx="64" cy="66" r="6" fill="#222"/>',
  7: '<path d="M24 64l-4-30 14 12 14-20 14 20 14-12-4 30z" fill="#fff"/><circle cx="48" cy="52" r="4" fill="#f06595"/>',
  8: '<path d="M22 72V40h8v8h8V32h20v16h8v-8h8v32z" fill="#fff"/><path d="M44 72V60h8v12z" fill="#845ef7"/>',
};

/** The SVG of gift `id`, titled with its name, or undefined for an unknown id. */
export function giftIconSvg(id: number, name: string): string | undefined {
  const shape = SHAPES[id];
  if (!shape) return undefined;
  const background = BACKGROUNDS[(id - 1) % BACKGROUNDS.length] ?? '#868e96';
  const label = name.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><title>${label}</title><rect width="96" height="96" rx="20" fill="${background}"/>${shape}</svg>`;
}
