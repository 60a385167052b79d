import { apiHosts } from './client';
import { browserFetch } from './http';

export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/**
 * Uploads an image to upload/upload.php (fields uid, fastkey, one file) and resolves with its URL.
 *
 * @throws {UploadError} with the server's message when refused, or on a network failure.
 */
export async function uploadImage(file: Blob, name: string, uid: number, fastkey: string): Promise<string> {
  const form = new FormData();
  form.append('uid', String(uid));
  form.append('fastkey', fastkey);
  form.append('file', file, name);
  let answer: { ret?: number; msg?: string; url?: string };
  try {
    const response = await browserFetch(`${apiHosts.current}/upload/upload.php`, {
      method: 'POST',
      body: form,
    });
    answer = (await response.json()) as typeof answer;
  } catch (error) {
    throw new UploadError(error instanceof Error ? error.message : String(error));
  }
  if (answer.ret !== 0 || typeof answer.url !== 'string')
    throw new UploadError(answer.msg ?? 'upload refused');
  return answer.url;
}
