/**
 * Whether a URL a user gave may be stored and handed to other users (avatars, covers): a path of
 * this origin (`/uploads/…`, not `//host`) or an absolute http(s) URL. Anything else (`javascript:`,
 * `data:`, `vbscript:`, relative paths) is refused before it is stored.
 */
export function isStorableUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
