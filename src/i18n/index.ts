import { useSyncExternalStore } from 'react';
import { DEFAULT_LANG, LANGS, type Lang } from '../../protocol/result';
import { storage } from '../lib/storage';

export { DEFAULT_LANG, LANGS, type Lang };

/** One feature's strings: Chinese is the source; Thai and Indonesian must have every key. */
export interface TextBundle<K extends string = string> {
  ns: string;
  zh: Readonly<Record<K, string>>;
  th: Readonly<Record<K, string>>;
  id: Readonly<Record<K, string>>;
}

export type TextVars = Record<string, string | number>;
export type Translate<K extends string> = (key: K, vars?: TextVars) => string;

const LANG_KEY = 'lang';

function storedLang(): Lang {
  const stored = storage.get<string>(LANG_KEY);
  return (LANGS as readonly string[]).includes(stored ?? '') ? (stored as Lang) : DEFAULT_LANG;
}

// NOTE: the texts are flat records with `{{name}}` placeholders and nothing else (no plurals, no
// nesting, no formats), so a lookup and one replace are the whole of translating. An i18n library
// cost the first load its module, a subscription per text-using component and a slower `t`, on every
// render of every text (issue 15).
let lang: Lang = storedLang();
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => lang;

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * A text with its `{{name}}` placeholders filled from `vars`; a placeholder whose name is missing
 * from `vars` stays as it is, so a forgotten value shows.
 */
export function fillText(text: string, vars?: TextVars): string {
  if (!vars || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name] ?? '') : whole,
  );
}

const bundles: TextBundle[] = [];

/** Every bundle defined so far (for the completeness test). */
export function allBundles(): readonly TextBundle[] {
  return bundles;
}

export interface Texts<K extends string> {
  ns: string;
  /** The hook for components: re-renders on a language change. */
  useT(): Translate<K>;
  /** Outside React (toasts from flows). */
  t: Translate<K>;
}

/**
 * Registers a feature's strings under its namespace and returns typed accessors. The types make
 * a missing Thai or Indonesian key a compile error. A key missing in a language falls back to
 * Chinese, and a key missing there shows as itself.
 */
export function defineTexts<const Z extends Readonly<Record<string, string>>>(
  ns: string,
  zh: Z,
  th: Readonly<Record<keyof Z & string, string>>,
  id: Readonly<Record<keyof Z & string, string>>,
): Texts<keyof Z & string> {
  const bundle: TextBundle = { ns, zh, th, id };
  bundles.push(bundle);
  // One translate function per language, made once: the hook hands out the same function until the
  // language changes.
  const translators = Object.fromEntries(
    LANGS.map((language) => [
      language,
      (key: string, vars?: TextVars) => fillText(bundle[language][key] ?? bundle.zh[key] ?? key, vars),
    ]),
  ) as Record<Lang, Translate<keyof Z & string>>;
  return {
    ns,
    useT: () => translators[useLang()],
    t: (key, vars) => translators[lang](key, vars),
  };
}

export function currentLang(): Lang {
  return lang;
}

/** Switches the interface language; it is remembered and sent as the APIs' `lang`. */
export async function setLang(next: Lang): Promise<void> {
  storage.set(LANG_KEY, next, null);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  if (next === lang) return;
  lang = next;
  for (const listener of listeners) listener();
}

/** The current language, re-rendering on change. */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The language names as each is written in itself. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  zh: '简体中文',
  th: 'ภาษาไทย',
  id: 'Bahasa Indonesia',
};

/** The locale of each language, for dates and numbers (Intl). */
export const LANG_LOCALES: Readonly<Record<Lang, string>> = { zh: 'zh-CN', th: 'th-TH', id: 'id-ID' };
