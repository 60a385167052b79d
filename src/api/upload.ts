import { apiHosts } from './client';
import { browserFetch, REQUEST_TIMEOUT_MS } from './http';

/** An upload that failed: refused by the server (`ret`, server/accounts/results.ts RET) or not answered. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    readonly ret?: number,
  ) {
    super(message);
  }
}

interface UploadAnswer {
  ret?: number;
  msg?: string;
  url?: string;
  filename?: string;
  size?: number;
}

/**
 * How long an upload may take: the usual request timeout plus a second for every 64 KB, so a
 * 20 MB file gets about 5.5 minutes (a 0.5 Mbit/s uplink) before it is given up.
 */
export function uploadTimeoutMs(bytes: number): number {
  return REQUEST_TIMEOUT_MS + Math.ceil(bytes / (64 * 1024)) * 1000;
}

async function upload(fields: Record<string, string>, file: Blob, name: string): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, name);
  let answer: UploadAnswer;
  try {
    const response = await browserFetch(`${apiHosts.current}/upload/upload.php`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(uploadTimeoutMs(file.size)),
    });
    answer = (await response.json()) as UploadAnswer;
  } catch (error) {
    throw new UploadError(error instanceof Error ? error.message : String(error));
  }
  if (answer.ret !== 0 || typeof answer.url !== 'string')
    throw new UploadError(
      answer.msg ?? 'upload refused',
      typeof answer.ret === 'number' ? answer.ret : undefined,
    );
  return { ...answer, url: onHost(answer.url, apiHosts.current) };
}

/**
 * A URL the server answered, as others can load it: a path stays a path when the API is this
 * page's own origin (""), and is put on the API host when that is another origin.
 */
export function onHost(url: string, host: string): string {
  if (!host || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${host.replace(/\/+$/, '')}${url}`;
}

/**
 * Uploads an image to upload/upload.php (fields uid, fastkey, one file) and resolves with its URL.
 *
 * @throws {UploadError} with the server's message when refused, or on a network failure.
 */
export async function uploadImage(file: Blob, name: string, uid: number, fastkey: string): Promise<string> {
  const answer = await upload({ uid: String(uid), fastkey }, file, name);
  return answer.url as string;
}

/** A stored chat file: where to download it, and the name and size the server kept. */
export interface UploadedFile {
  url: string;
  filename: string;
  size: number;
}

/**
 * Uploads a chat file (any type, up to CHAT_FILE_MAX_BYTES) to upload/upload.php with `kind=file`.
 *
 * @throws {UploadError} with the server's message when refused, or on a network failure.
 */
export async function uploadFile(file: File, uid: number, fastkey: string): Promise<UploadedFile> {
  const answer = await upload({ uid: String(uid), fastkey, kind: 'file' }, file, file.name);
  return {
    url: answer.url as string,
    filename: answer.filename ?? file.name,
    size: typeof answer.size === 'number' ? answer.size : file.size,
  };
}
