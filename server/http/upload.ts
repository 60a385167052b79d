import { randomBytes } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CHAT_FILE_MAX_BYTES } from '../../protocol/messaging';
import { type Accounts, isGuest, RET } from '../accounts';
import { isRefusal, Refusal } from '../refusal';
import { sendImError } from './flashapi';
import type { UploadBudget, Uploader } from './uploadBudget';

/** Who an upload's session stands for, as the allowances see it. */
function uploader(user: { uid: number; phone: string | null }): Uploader {
  return { uid: user.uid, guest: isGuest({ phonenum: user.phone ?? '' }) };
}

/** Image uploads (avatars, chat pictures): jpg or png, at most 1 MB (spec 000 §5). */
export const UPLOAD_MAX_BYTES = 1024 * 1024;

/** Longest file name kept for a chat file, in characters. */
const FILE_NAME_MAX = 120;

/** The image type by its first bytes (the name and the declared type are not trusted). */
export function imageType(bytes: Buffer): 'jpg' | 'png' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  return undefined;
}

/**
 * A chat file's name as it is kept and offered for download: no path, no control or invisible
 * format characters (a right-to-left override could make `x.exe` read as `exe.x`), no characters
 * that are unsafe in a file name on common systems, at most FILE_NAME_MAX characters.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '_')
    .trim()
    .replace(/^\.+/, '');
  const chars = Array.from(cleaned);
  if (chars.length === 0) return 'file';
  if (chars.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(cleaned.slice(dot)).slice(0, 16).join('') : '';
  return chars.slice(0, FILE_NAME_MAX - ext.length).join('') + ext;
}

/** `Content-Disposition: attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Reads an uploaded file of at most `limit` bytes; past it (or when multipart cut it at its own
 * limit) it throws the too-large error, as multipart's own reader does.
 */
async function readUpTo(
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
  limit: number,
): Promise<Buffer> {
  const tooLarge = () => Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

/**
 * Stores a jpg or png image under `${dataDir}/uploads/` (served at /uploads/) and returns its URL;
 * undefined when the bytes are neither. Users' uploads and the staff console's both come here.
 */
export async function storeImage(dataDir: string, bytes: Buffer): Promise<string | undefined> {
  const type = imageType(bytes);
  if (!type) return undefined;
  const name = `${randomBytes(12).toString('hex')}.${type}`;
  await writeFile(join(dataDir, 'uploads', name), bytes, { flag: 'wx' });
  return `/uploads/${name}`;
}

export interface UploadDeps {
  accounts: Accounts;
  dataDir: string;
  /** Today's upload allowances of each account and of the site. */
  budget: UploadBudget;
}

/**
 * POST /upload/upload.php (multipart: fields uid, fastkey and optional kind, one file).
 * - An image (no kind): stored under `${dataDir}/uploads/`, answered {ret: 0, msg, url} with
 *   GET /uploads/<name> serving it back.
 * - `kind=file` (a chat file, type 15): any file up to CHAT_FILE_MAX_BYTES, answered
 *   {ret: 0, msg, url, filename, size}; GET /upload/files/<id>/<name> serves it only as a download
 *   (octet-stream, attachment, nosniff, sandboxed), so an uploaded page can never run on this origin.
 */
export async function uploadPlugin(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  const dir = join(deps.dataDir, 'uploads');
  const filesDir = join(deps.dataDir, 'files');
  mkdirSync(dir, { recursive: true });
  mkdirSync(filesDir, { recursive: true });
  const { budget } = deps;
  await app.register(fastifyMultipart, { limits: { fileSize: CHAT_FILE_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyStatic, { root: dir, prefix: '/uploads/', decorateReply: false, index: false });
  app.setErrorHandler((error, req, reply) => sendImError(req, reply, error));

  app.post('/upload/upload.php', async (req, reply) => {
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; name: string } | undefined;
    let who: Uploader | undefined;
    try {
      for await (const part of req.parts()) {
        if (part.type !== 'file') {
          if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          continue;
        }
        // NOTE: the fields come before the file: the session is checked before a byte of it is
        // kept, and an image stops being read past 1 MB.
        who = uploader(await deps.accounts.requireSession(Number(fields.uid), fields.fastkey ?? ''));
        // Issue 43: guests cost nothing to make, so they send no files (pictures only).
        if (who.guest && fields.kind === 'file')
          throw new Refusal('ret', RET.guestNoFiles, 'guests cannot send files: log in with a phone first');
        const limit = fields.kind === 'file' ? CHAT_FILE_MAX_BYTES : UPLOAD_MAX_BYTES;
        file = { bytes: await readUpTo(part.file, limit), name: part.filename };
      }
    } catch (error) {
      // NOTE: the rest of the body is never read: the connection closes after the refusal.
      reply.header('connection', 'close');
      if (isRefusal(error, 'ret')) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new Refusal(
          'ret',
          RET.uploadRefused,
          fields.kind === 'file' ? 'the file is over 20 MB' : 'the file is over 1 MB',
        );
      }
      throw new Refusal('ret', RET.badRequest, `not a multipart form upload: ${(error as Error).message}`);
    }
    if (!file || !who) await deps.accounts.requireSession(Number(fields.uid), fields.fastkey ?? '');
    if (!file || !who || file.bytes.length === 0)
      throw new Refusal('ret', RET.badRequest, 'no file in the upload');
    const size = file.bytes.length;
    if (fields.kind !== 'file' && !imageType(file.bytes))
      throw new Refusal('ret', RET.uploadRefused, 'only jpg/png images can be uploaded');
    const day = await budget.take(who, size);
    try {
      if (fields.kind === 'file') {
        const id = randomBytes(12).toString('hex');
        const filename = safeFileName(file.name);
        await writeFile(join(filesDir, id), file.bytes, { flag: 'wx' });
        const url = `/upload/files/${id}/${encodeURIComponent(filename)}`;
        return reply.send({ ret: RET.ok, msg: 'ok', url, filename, size });
      }
      const url = await storeImage(deps.dataDir, file.bytes);
      return reply.send({ ret: RET.ok, msg: 'ok', url });
    } catch (error) {
      await budget.release(who, size, day);
      throw error;
    }
  });

  app.get<{ Params: { id: string; name: string } }>('/upload/files/:id/:name', async (req, reply) => {
    const { id, name } = req.params;
    if (!/^[0-9a-f]{24}$/.test(id)) return reply.code(404).send({ ret: RET.badRequest, msg: 'no such file' });
    const path = join(filesDir, id);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return reply.code(404).send({ ret: RET.badRequest, msg: 'no such file' });
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', info.size)
      .header('content-disposition', attachment(safeFileName(name)))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(createReadStream(path));
  });
}
