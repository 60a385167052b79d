import i18next from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
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

export const i18n = i18next.createInstance();
// NOTE: components do not re-render when a bundle is added: a feature's texts are registered when
// its module loads, before any of its components render, and re-rendering every mounted text on
// each lazily loaded chunk cost long tasks at start-up (issue 15). A language change re-renders.
void i18n.use(initReactI18next).init({
  lng: storedLang(),
  fallbackLng: DEFAULT_LANG,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
});

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
 * a missing Thai or Indonesian key a compile error.
 */
export function defineTexts<const Z extends Readonly<Record<string, string>>>(
  ns: string,
  zh: Z,
  th: Readonly<Record<keyof Z & string, string>>,
  id: Readonly<Record<keyof Z & string, string>>,
): Texts<keyof Z & string> {
  bundles.push({ ns, zh, th, id });
  i18n.addResourceBundle('zh', ns, zh, true, true);
  i18n.addResourceBundle('th', ns, th, true, true);
  i18n.addResourceBundle('id', ns, id, true, true);
  return {
    ns,
    useT() {
      const { t } = useTranslation(ns, { i18n });
      return useCallback((key, vars) => t(key, vars ?? {}) as string, [t]);
    },
    t: (key, vars) => i18n.t(key, { ns, ...(vars ?? {}) }) as string,
  };
}

export function currentLang(): Lang {
  const lang = i18n.language;
  return (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : DEFAULT_LANG;
}

/** Switches the interface language; it is remembered and sent as the APIs' `lang`. */
export async function setLang(lang: Lang): Promise<void> {
  storage.set(LANG_KEY, lang, null);
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The current language, re-rendering on change. */
export function useLang(): Lang {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const lang = instance.language;
  return (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : DEFAULT_LANG;
}

/** The language names as each is written in itself. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  zh: '简体中文',
  th: 'ภาษาไทย',
  id: 'Bahasa Indonesia',
};

/** The locale of each language, for dates and numbers (Intl). */
export const LANG_LOCALES: Readonly<Record<Lang, string>> = { zh: 'zh-CN', th: 'th-TH', id: 'id-ID' };
