import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { uploadAnswerSchema, uploadRequestSchema } from '@shop/contract/requests/uploads';
import { fileSpaceDirs, fileSpaces } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import type { Area } from '../../http/context.ts';
import { sellerScope } from '../../http/scope.ts';
import { checkFile } from './files.ts';
import { checkImage, renderImage, type CheckedImage } from './images.ts';
import { parseUploadOptions, type UploadOptions } from './options.ts';
import { documented, parseValues } from '../../http/route-input.ts';
import { receive, type ReceivedFile } from './receive.ts';
import { PRIVATE_EXTENSIONS, UploadBatch } from './storage.ts';

interface Stored {
  url: string;
  file: string;
  filename: string;
  ext: string;
  md5: string;
  width: number;
  height: number;
}

/** Writes one picture (re-encoded, resized to the box) and its `_<w>` thumbnails. */
async function storeImage(
  batch: UploadBatch,
  source: ReceivedFile,
  image: CheckedImage,
  opt: UploadOptions,
): Promise<Stored> {
  const base = UploadBatch.newBase();
  const main = await renderImage(image, opt);
  const saved = await batch.write(base, '', image.ext, main.data);
  for (const [w, h] of opt.thumbs) {
    const thumb = await renderImage(image, { width: w, height: h });
    await batch.write(base, `_${w}`, image.ext, thumb.data);
  }
  const md5 = createHash('md5').update(main.data).digest('hex');
  return { ...saved, filename: source.filename, ext: image.ext, md5, width: main.width, height: main.height };
}

/** The image-space folder a Seller upload goes to must be one of the caller's store (0 = the root). */
async function assertOwnFolder(req: FastifyRequest, dirId: number): Promise<void> {
  if (dirId === 0) return;
  const [dir] = await req.server.db
    .select({ id: fileSpaceDirs.id })
    .from(fileSpaceDirs)
    .where(
      and(
        eq(fileSpaceDirs.id, dirId),
        eq(fileSpaceDirs.belong_id, sellerScope(req).storeId),
        isNull(fileSpaceDirs.deleted_at),
      ),
    )
    .limit(1);
  if (!dir) throw fail('upload.badDir');
}

/** Seller pictures also land in the store's image space (file_spaces), so the Seller "image space" lists them. */
async function recordInImageSpace(req: FastifyRequest, stored: Stored[], dirId: number): Promise<void> {
  const storeId = sellerScope(req).storeId;
  const db = req.server.db;
  await db.insert(fileSpaces).values(
    stored.map((s) => ({
      belong_id: storeId,
      dir_id: dirId,
      name: s.filename.slice(0, 100) || s.file,
      new_name: s.file,
      md5: s.md5,
      url: s.url,
      ext_name: s.ext,
      disk_name: 'public',
      info: `${s.width}*${s.height}`,
      status: 1,
      is_type: 0,
    })),
  );
}

/**
 * POST <area>/uploads (5.26): pictures for every area, plain files (`uploadType=uploadFile`) for the Admin.
 * Every file is checked before anything is written; a failure after that removes what was written, so a
 * refused upload leaves no file and no row. Answers the URL, or the list of URLs with `option.many`.
 */
export function uploadRoutes(area: Area) {
  return async (app: FastifyInstance): Promise<void> => {
    const config: FastifyContextConfig =
      area === 'admin'
        ? { name: 'admin.uploads', anyAdmin: true }
        : area === 'seller'
          ? { name: 'seller.uploads', anyStaff: true }
          : {};
    app.post(
      '/uploads',
      {
        config,
        ...documented({
          tags: ['uploads'],
          summary:
            area === 'admin'
              ? 'Upload a picture (or, with uploadType=uploadFile, a certificate/spreadsheet/app package): multipart file, name, option'
              : 'Upload a picture: multipart file (file[] with option.many), name (folder), option {width,height,thumb,many}',
          consumes: ['multipart/form-data'],
          body: uploadRequestSchema,
          answer: uploadAnswerSchema,
        }),
      },
      async (req) => {
        const { files, fields } = await receive(req);
        // The multipart text fields win over the query's, as the clients send them in the form.
        const input = parseValues(uploadRequestSchema, { ...req.input, ...fields });
        const opt = parseUploadOptions(input, area === 'admin');
        if (files.length === 0) throw fail('upload.fileNotFound');
        const chosen = opt.many ? files : files.slice(0, 1);

        const exts = opt.kind === 'file' ? chosen.map((f) => checkFile(f.filename, f.data)) : [];
        const secret = exts.length > 0 && exts.every((e) => PRIVATE_EXTENSIONS.has(e));
        if (secret !== exts.some((e) => PRIVATE_EXTENSIONS.has(e))) throw fail('upload.notAllow');
        const batch = new UploadBatch(req.server.files, opt.name, secret ? 'private' : 'public');
        const stored: Stored[] = [];
        try {
          if (opt.kind === 'file') {
            for (const [i, f] of chosen.entries()) {
              const ext = exts[i]!;
              const saved = await batch.write(UploadBatch.newBase(), '', ext, f.data);
              stored.push({
                ...saved,
                filename: f.filename,
                ext,
                md5: createHash('md5').update(f.data).digest('hex'),
                width: 0,
                height: 0,
              });
            }
          } else {
            const images = await Promise.all(chosen.map((f) => checkImage(f.data)));
            if (area === 'seller') await assertOwnFolder(req, opt.dirId);
            for (const [i, f] of chosen.entries()) stored.push(await storeImage(batch, f, images[i]!, opt));
            if (area === 'seller') await recordInImageSpace(req, stored, opt.dirId);
          }
        } catch (err) {
          await batch.rollback();
          throw err;
        }
        const urls = stored.map((s) => s.url);
        return { code: 200, msg: translate(req.lang, 'success'), data: opt.many ? urls : urls[0] };
      },
    );
  };
}
