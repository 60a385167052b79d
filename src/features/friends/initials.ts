// The A–Z index of the friend list: a name's first letter, Chinese characters by their pinyin.

/**
 * The first character of each pinyin initial in the Chinese pinyin collation: a Han character
 * sorting at or after `BOUNDARIES[i]` and before `BOUNDARIES[i + 1]` has initial `LETTERS[i]`.
 */
// NOTE: the ICU pinyin collation (Chromium, Node) orders Han characters by pinyin, so 23 boundary
// characters replace a 20,000-entry table; I, U and V begin no pinyin syllable.
const LETTERS = 'ABCDEFGHJKLMNOPQRSTWXYZ';
const BOUNDARIES = '阿八嚓哒妸发旮哈讥咔垃妈拏噢妑七呥仨他屲夕丫帀';

const collator = new Intl.Collator('zh-u-co-pinyin', { sensitivity: 'base' });
const HAN = /\p{Script=Han}/u;

/** The index letter of a name: 'A'..'Z', or '#' for anything else. */
export function indexLetter(name: string): string {
  const first = [...name.trim()][0];
  if (!first) return '#';
  const upper = first.normalize('NFD').charAt(0).toUpperCase();
  if (upper >= 'A' && upper <= 'Z') return upper;
  if (!HAN.test(first)) return '#';
  let letter = '#';
  for (let i = 0; i < LETTERS.length; i++) {
    if (collator.compare(first, BOUNDARIES.charAt(i)) >= 0) letter = LETTERS.charAt(i);
    else break;
  }
  return letter;
}

/** Items grouped under their index letters, A..Z then '#', each group sorted by name. */
export function groupByLetter<T>(items: readonly T[], name: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = indexLetter(name(item));
    const list = groups.get(letter) ?? [];
    list.push(item);
    groups.set(letter, list);
  }
  const order = (l: string) => (l === '#' ? 'ZZ' : l);
  return [...groups.entries()]
    .sort(([a], [b]) => order(a).localeCompare(order(b)))
    .map(([letter, list]) => [letter, list.sort((a, b) => collator.compare(name(a), name(b)))]);
}
