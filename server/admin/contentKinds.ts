import type { FieldKind, FieldSpec } from '../../protocol/staff';
import { Refusal } from '../refusal';
import { isStorableUrl } from '../safeUrl';

/**
 * The content staff edit, table by table, as the app reads it: banners, notices, news, activities
 * and mall items. Each column has a kind the console edits it as and the server checks.
 */
export type { FieldKind, FieldSpec };

export interface ContentKind {
  table: 'banners' | 'notices' | 'news' | 'activities' | 'mall_items';
  label: string;
  fields: Record<string, FieldSpec>;
  /** Columns set on insert only, by the server. */
  createdAt?: boolean;
  /** Rows that hang on a row of this table and go with it (news likes and comments). */
  dependents?: readonly { table: 'news_comments' | 'news_likes'; column: 'news_id' }[];
}

/** protocol/mainApi.ts JUMP_TYPE. */
const JUMP = '0 none, 1 link, 2 room, 3 activity, 4 news';

export const CONTENT_KINDS: Record<string, ContentKind> = {
  banners: {
    table: 'banners',
    label: 'Banners',
    fields: {
      title: { kind: 'text', required: true },
      cover: { kind: 'image', required: true },
      color: { kind: 'color' },
      jump_type: { kind: 'int', hint: JUMP },
      jump_url: { kind: 'url' },
      jump_room_id: { kind: 'int' },
      platform_type: { kind: 'int' },
      type_id: { kind: 'int', hint: '0 home, 1 football, 2 basketball' },
      jump_event_id: { kind: 'int' },
      sort: { kind: 'int' },
    },
  },
  notices: {
    table: 'notices',
    label: 'Notices',
    fields: {
      title: { kind: 'text', required: true },
      jump_type: { kind: 'int', hint: JUMP },
      jump_url: { kind: 'url' },
      jump_room_id: { kind: 'int' },
      type_id: { kind: 'int' },
      jump_event_id: { kind: 'int' },
      news_id: { kind: 'int' },
      sort: { kind: 'int' },
    },
  },
  news: {
    table: 'news',
    label: 'News',
    createdAt: true,
    fields: {
      title: { kind: 'text', required: true },
      type_id: { kind: 'int', hint: '1 football, 2 basketball' },
      author: { kind: 'text', required: true },
      img_url: { kind: 'image', required: true },
      content: { kind: 'longtext', required: true },
    },
    dependents: [
      { table: 'news_comments', column: 'news_id' },
      { table: 'news_likes', column: 'news_id' },
    ],
  },
  activities: {
    table: 'activities',
    label: 'Activities',
    fields: {
      titles: { kind: 'lang', required: true },
      summaries: { kind: 'lang', required: true },
      bodies: { kind: 'langList', required: true },
      cover: { kind: 'image', required: true },
      starts_at: { kind: 'time', required: true },
      ends_at: { kind: 'time', required: true },
      sort: { kind: 'int' },
    },
  },
  mall_items: {
    table: 'mall_items',
    label: 'Mall items',
    createdAt: true,
    fields: {
      names: { kind: 'lang', required: true },
      descs: { kind: 'lang', required: true },
      image: { kind: 'image', required: true },
      cost: { kind: 'int', required: true, hint: 'points' },
      stock: { kind: 'int', required: true },
      status: { kind: 'int', hint: '1 on sale, 0 off' },
      sort: { kind: 'int' },
    },
  },
};

const LANGS = ['zh', 'th', 'id'] as const;
const TEXT_MAX = 200;
const LONG_MAX = 50_000;

function langValue(key: string, value: unknown, list: boolean): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Refusal('console', 400, `${key} must be {"zh": …, "th": …, "id": …}`);
  const out: Record<string, unknown> = {};
  for (const lang of LANGS) {
    const v = (value as Record<string, unknown>)[lang];
    const ok = list ? Array.isArray(v) && v.every((p) => typeof p === 'string') : typeof v === 'string';
    if (!ok)
      throw new Refusal('console', 400, `${key}.${lang} must be ${list ? 'a list of paragraphs' : 'text'}`);
    out[lang] = v;
  }
  if (list ? (out.zh as string[]).length === 0 : out.zh === '')
    throw new Refusal('console', 400, `${key}.zh is required`);
  return JSON.stringify(out);
}

/** One column's value as stored, or a 400 naming the column. */
function columnValue(key: string, spec: FieldSpec, value: unknown): string | number {
  switch (spec.kind) {
    case 'int':
    case 'time': {
      const n = value === undefined || value === '' ? 0 : Number(value);
      if (!Number.isSafeInteger(n) || n < 0)
        throw new Refusal('console', 400, `${key} must be a non-negative integer`);
      if (spec.required && n === 0 && spec.kind === 'time')
        throw new Refusal('console', 400, `${key} is required`);
      return n;
    }
    case 'lang':
    case 'langList':
      return langValue(key, value, spec.kind === 'langList');
    default: {
      const text = value === undefined ? '' : value;
      if (typeof text !== 'string') throw new Refusal('console', 400, `${key} must be text`);
      const trimmed = text.trim();
      if (spec.required && trimmed === '') throw new Refusal('console', 400, `${key} is required`);
      if (trimmed.length > (spec.kind === 'longtext' ? LONG_MAX : TEXT_MAX))
        throw new Refusal('console', 400, `${key} is too long`);
      if ((spec.kind === 'url' || spec.kind === 'image') && trimmed !== '' && !isStorableUrl(trimmed))
        throw new Refusal('console', 400, `${key} must be an http(s) URL or a /path of this site`);
      if (spec.kind === 'color' && trimmed !== '' && !/^#[0-9a-fA-F]{3,8}$/.test(trimmed))
        throw new Refusal('console', 400, `${key} must be a #rgb colour`);
      return trimmed;
    }
  }
}

/** A whole row from the console's body: every column checked; unknown fields are refused. */
export function rowOf(kind: ContentKind, body: Record<string, unknown>): Record<string, string | number> {
  for (const key of Object.keys(body))
    if (!Object.hasOwn(kind.fields, key))
      throw new Refusal('console', 400, `${kind.table} has no field ${key}`);
  const row: Record<string, string | number> = {};
  for (const [key, spec] of Object.entries(kind.fields)) row[key] = columnValue(key, spec, body[key]);
  if (kind.table === 'activities' && Number(row.ends_at) <= Number(row.starts_at))
    throw new Refusal('console', 400, 'ends_at must be after starts_at');
  return row;
}

export function kindOf(name: string): ContentKind {
  const kind = Object.hasOwn(CONTENT_KINDS, name) ? CONTENT_KINDS[name] : undefined;
  if (!kind)
    throw new Refusal('console', 404, `no content kind ${name}: ${Object.keys(CONTENT_KINDS).join(', ')}`);
  return kind;
}

/** Stored lang JSON shown back as objects, so the console edits what it sends. */
export function shownRow(kind: ContentKind, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...row };
  for (const [key, spec] of Object.entries(kind.fields)) {
    if ((spec.kind === 'lang' || spec.kind === 'langList') && typeof row[key] === 'string') {
      try {
        out[key] = JSON.parse(row[key]);
      } catch {
        out[key] = row[key];
      }
    }
  }
  return out;
}
