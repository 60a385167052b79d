/**
 * Shared `Intl.DateTimeFormat`s, one per locale and options. Making a formatter costs far more than
 * using one (the first for a locale loads its data), and a list made one per row on every render.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
