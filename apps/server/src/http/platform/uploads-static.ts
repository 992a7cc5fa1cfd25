import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import type { FileStore } from '../../lib/file-store.ts';
import { openFileStore } from '../../lib/open-file-store.ts';
import { registerBucketUploads } from './uploads-bucket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads and private files live: DATA_DIR or the STORAGE_URL bucket (lib/file-store.ts). */
    files: FileStore;
  }
}

export const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } as const;

export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');

/**
 * Multipart parsing for the three upload routes (once, app-wide: the limits are the rich-text editor's, 10 MB a file), the
 * file store (`app.files`), and the stored files served at /uploads/: no directory listing, no index files,
 * cached for a year (every stored name is random and never rewritten), `nosniff` so a browser never
 * reinterprets a file's type. A bucket's files are streamed through the server at the same addresses
 * (uploads-bucket.ts). This registration also decorates `reply.sendFile`, which the SPA hosting uses.
 */
export async function registerUploadsServing(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { ...UPLOAD_LIMITS, parts: UPLOAD_LIMITS.files + UPLOAD_LIMITS.fields, fieldSize: 64 * 1024 },
  });
  const files = openFileStore(app.config);
  app.decorate('files', files);
  app.addHook('onClose', async () => files.close());
  const root = uploadsDir(app.config.dataDir);
  fs.mkdirSync(root, { recursive: true });
  const local = files.kind === 'local';
  await app.register(fastifyStatic, {
    root,
    // With a bucket only `reply.sendFile` is wanted from here.
    serve: local,
    prefix: '/uploads/',
    list: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
    setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
  });
  if (!local) registerBucketUploads(app, files);
}
