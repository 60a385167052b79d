import { expect, test } from 'vitest';
import { hasCjk } from '../lib/text';
import { allBundles } from './index';

// NOTE: importing every feature's texts registers their bundles.
const modules = import.meta.glob(['../features/*/texts.ts', '../components/texts.ts', './common.ts'], {
  eager: true,
});

const THAI = /[\u0e00-\u0e7f]/;

test('every feature’s texts are registered', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(8);
  const names = allBundles().map((b) => b.ns);
  for (const ns of ['common', 'live', 'login', 'home', 'news', 'search', 'me', 'maintenance']) {
    expect(names).toContain(ns);
  }
});

test('Thai and Indonesian are complete and hold no Chinese', () => {
  for (const bundle of allBundles()) {
    const keys = Object.keys(bundle.zh).sort();
    expect(Object.keys(bundle.th).sort(), `${bundle.ns} th`).toEqual(keys);
    expect(Object.keys(bundle.id).sort(), `${bundle.ns} id`).toEqual(keys);
    for (const key of keys) {
      const th = bundle.th[key] ?? '';
      const id = bundle.id[key] ?? '';
      expect(th.trim(), `${bundle.ns}.${key} th`).not.toBe('');
      expect(id.trim(), `${bundle.ns}.${key} id`).not.toBe('');
      expect(hasCjk(th), `${bundle.ns}.${key} th: ${th}`).toBe(false);
      expect(hasCjk(id), `${bundle.ns}.${key} id: ${id}`).toBe(false);
    }
  }
});

test('Thai strings are written in Thai (not left in English), apart from names and codes', () => {
  const untranslatedThai: string[] = [];
  for (const bundle of allBundles()) {
    for (const [key, th] of Object.entries(bundle.th)) {
      const letters = th.replace(/\{\{\w+\}\}/g, '').replace(/[^\p{L}]/gu, '');
      if (letters.length > 3 && !THAI.test(th)) untranslatedThai.push(`${bundle.ns}.${key}: ${th}`);
    }
  }
  expect(untranslatedThai).toEqual([]);
});

test('Indonesian strings differ from the Thai ones', () => {
  for (const bundle of allBundles()) {
    for (const key of Object.keys(bundle.zh)) {
      if ((bundle.th[key] ?? '').length > 3)
        expect(bundle.id[key], `${bundle.ns}.${key}`).not.toBe(bundle.th[key]);
    }
  }
});
