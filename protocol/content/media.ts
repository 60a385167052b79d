/**
 * The content of recorded media messages (spec 001 §9 names the types, not their content; the
 * shapes are ours, docs/messaging.md "Message contents"): voice (2) and video (3). The file itself is
 * uploaded as a chat file (`/upload/upload.php`, `kind=file`); the message carries its link and
 * what the bubble shows before it loads. The `parse` functions give null for anything without a
 * usable link and length, and never throw.
 */

import { safeUrl } from './chat';
import { jsonObject, jsonText, looseNumber, looseText } from './json';
import { LIMITS } from './limits';

/** A voice message (2): the recording's link, its length in whole seconds, size in bytes and type. */
export interface VoiceContent {
  url: string;
  /** Seconds, LIMITS.VOICE_MIN_SECONDS..LIMITS.VOICE_MAX_SECONDS. */
  duration: number;
  size: number;
  mime: string;
}

/** A video message (3): the video's link, length in seconds (0 unknown), size, type and a still. */
export interface VideoContent {
  url: string;
  duration: number;
  size: number;
  mime: string;
  /** A picture shown before it plays; '' for none. */
  poster: string;
}

/** Whole seconds of a recording, kept inside the voice limits. */
export function voiceSeconds(ms: number): number {
  const s = Math.round(ms / 1000);
  return Math.min(LIMITS.VOICE_MAX_SECONDS, Math.max(LIMITS.VOICE_MIN_SECONDS, s));
}

/** The JSON text of a voice message. */
export function encodeVoice(voice: VoiceContent): string {
  const { url, duration, size, mime } = voice;
  return jsonText({ url, duration, size, mime });
}

/** A voice message, or null without a usable link or a positive duration. */
export function parseVoice(content: string): VoiceContent | null {
  const o = jsonObject(content);
  if (!o) return null;
  const url = safeUrl(looseText(o.url));
  const duration = Math.round(looseNumber(o.duration));
  if (!url || duration <= 0) return null;
  return {
    url,
    duration: Math.min(duration, LIMITS.VOICE_MAX_SECONDS),
    size: Math.max(0, looseNumber(o.size)),
    mime: looseText(o.mime),
  };
}

/** The JSON text of a video message (no `poster` key when there is none). */
export function encodeVideo(video: VideoContent): string {
  const { url, duration, size, mime, poster } = video;
  return jsonText(poster ? { url, duration, size, mime, poster } : { url, duration, size, mime });
}

/** A video message, or null without a usable link. */
export function parseVideo(content: string): VideoContent | null {
  const o = jsonObject(content);
  if (!o) return null;
  const url = safeUrl(looseText(o.url));
  if (!url) return null;
  return {
    url,
    duration: Math.max(0, Math.round(looseNumber(o.duration))),
    size: Math.max(0, looseNumber(o.size)),
    mime: looseText(o.mime),
    poster: safeUrl(looseText(o.poster)),
  };
}
