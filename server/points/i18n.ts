/** Content stored in the three languages as JSON `{zh, th, id}`; Chinese when a language is missing. */
export type Localized<T> = { zh: T; th?: T; id?: T };

export function pick<T>(json: string, lang: string): T {
  const value = JSON.parse(json) as Localized<T>;
  return (lang === 'th' || lang === 'id' ? value[lang] : undefined) ?? value.zh;
}
