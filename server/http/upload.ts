import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AccountError, type Accounts, RET } from '../accounts';
import { sendImError } from './flashapi';

/** Avatar uploads: jpg or png, at most 1 MB (spec 000 §5). */
export const UPLOAD_MAX_BYTES = 1024 * 1024;

/** The image type by its first bytes (the name and the declared type are not trusted). */
export function imageType(bytes: Buffer): 'jpg' | 'png' | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  return undefined;
}

export interface UploadDeps {
  accounts: Accounts;
  dataDir: string;
}

/**
 * POST /upload/upload.php (multipart: fields uid and fastkey, one file) stores the image under
 * `${dataDir}/uploads/` and answers {ret: 0, msg, url}; GET /uploads/<name> serves it back.
 */
export async function uploadPlugin(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  const dir = join(deps.dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  await app.register(fastifyStatic, { root: dir, prefix: '/uploads/', decorateReply: false, index: false });
  app.setErrorHandler((error, req, reply) => sendImError(req, reply, error));

  app.post('/upload/upload.php', async (req, reply) => {
    const fields: Record<string, string> = {};
    let file: Buffer | undefined;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') file = await part.toBuffer();
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AccountError(RET.uploadRefused, 'the file is over 1 MB');
      }
      throw new AccountError(RET.badRequest, `not a multipart form upload: ${(error as Error).message}`);
    }
    await deps.accounts.requireSession(Number(fields.uid), fields.fastkey ?? '');
    if (!file || file.length === 0) throw new AccountError(RET.badRequest, 'no file in the upload');
    const type = imageType(file);
    if (!type) throw new AccountError(RET.uploadRefused, 'only jpg/png images can be uploaded');
    const name = `${randomBytes(12).toString('hex')}.${type}`;
    await writeFile(join(dir, name), file, { flag: 'wx' });
    return reply.send({ ret: RET.ok, msg: 'ok', url: `/uploads/${name}` });
  });
}
