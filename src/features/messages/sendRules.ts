// The chat send limits of the server configuration (spec 000 §5): a length cap and an interval.

/** Default cap when the configuration gives none (spec 000 §9). */
export const DEFAULT_MAX_CHARS = 100;

export type SendCheck = 'ok' | 'empty' | 'too-long' | 'too-frequent';

export interface SendLimits {
  /** chat_characters_num. */
  maxChars: number;
  /** chat_interval_time, seconds. */
  intervalSeconds: number;
}

/** Reads the limits from the configuration values (numbers or numeric strings). */
export function sendLimits(maxChars: unknown, interval: unknown): SendLimits {
  const m = Number(maxChars);
  const i = Number(interval);
  return {
    maxChars: Number.isFinite(m) && m > 0 ? Math.floor(m) : DEFAULT_MAX_CHARS,
    intervalSeconds: Number.isFinite(i) && i > 0 ? i : 0,
  };
}

/** Checks a text before it is sent; characters are counted as code points. */
export function checkSend(text: string, limits: SendLimits, lastSentAt: number, now: number): SendCheck {
  if (!text.trim()) return 'empty';
  if (Array.from(text).length > limits.maxChars) return 'too-long';
  if (limits.intervalSeconds > 0 && now - lastSentAt < limits.intervalSeconds * 1000) return 'too-frequent';
  return 'ok';
}

/** An image the chat accepts: jpg or png of at most 1 MB (spec 000 §5, §8). */
export type ImageCheck = 'ok' | 'type' | 'size';

export const IMAGE_MAX_BYTES = 1024 * 1024;

export function checkImage(file: { type: string; size: number; name: string }): ImageCheck {
  const typeOk = /^image\/(jpeg|png)$/.test(file.type) || /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return 'ok';
}
