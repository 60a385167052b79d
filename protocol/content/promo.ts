/**
 * The content of the link cards other clients and the platform send (spec 001 §9 names the types,
 * not their content; the shapes are ours, docs/messaging.md "Message contents"): mini program (18)
 * and the ads (19 in a chat, 10012 a live room's ad carried into a chat). Each is drawn as a card
 * that opens its link. The `parse` functions give null for a content with nothing to show, and never
 * throw; a link or picture that is not http(s) or a path on this server reads as ''.
 */

import { safeUrl } from './chat';
import { jsonObject, jsonText, looseText } from './json';

/** A mini program (18): its name, its icon and the link that opens it. */
export interface MiniProgramContent {
  title: string;
  icon: string;
  url: string;
}

/** An ad (19, 10012): a title and a text (either may be ''), a picture and the link it opens. */
export interface AdContent {
  title: string;
  text: string;
  image: string;
  url: string;
}

/** The first non-empty text of `keys` in `o`. */
function first(o: Record<string, unknown>, ...keys: string[]): string {
  return keys.map((k) => looseText(o[k]).trim()).find((v) => v !== '') ?? '';
}

/** The JSON text of a mini-program message. */
export function encodeMiniProgram(app: MiniProgramContent): string {
  const { title, icon, url } = app;
  return jsonText({ title, icon, url });
}

/** A mini-program message, or null without a title. */
export function parseMiniProgram(content: string): MiniProgramContent | null {
  const o = jsonObject(content);
  const title = o ? first(o, 'title', 'name') : '';
  if (!o || !title) return null;
  return { title, icon: safeUrl(first(o, 'icon', 'image')), url: safeUrl(first(o, 'url', 'link')) };
}

/** The JSON text of an ad message (19 or 10012). */
export function encodeAd(ad: AdContent): string {
  const { title, text, image, url } = ad;
  return jsonText({ title, text, image, url });
}

/** An ad message, or null when it has neither a title, a text nor a picture. */
export function parseAd(content: string): AdContent | null {
  const o = jsonObject(content);
  if (!o) return null;
  const ad = {
    title: first(o, 'title'),
    text: first(o, 'text', 'content', 'desc'),
    image: safeUrl(first(o, 'image', 'img', 'picture')),
    url: safeUrl(first(o, 'url', 'link')),
  };
  return ad.title || ad.text || ad.image ? ad : null;
}
