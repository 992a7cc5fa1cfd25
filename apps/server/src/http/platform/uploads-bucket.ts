import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPrivateKey, isValidKey, type ByteRange, type FileStore, type StoredFile } from '../../lib/file-store.ts';

/** The same caching as the local folder's: every stored name is random and never rewritten. */
const CACHE = 'public, max-age=31536000, immutable';

/** One `bytes=a-b` or `bytes=a-` range; anything else (several ranges, suffix ranges) gets the whole file. */
function byteRange(header: string | undefined): ByteRange | undefined {
  const m = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header ?? '');
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  return end === undefined || end >= start ? { start, end } : undefined;
}

function headers(reply: FastifyReply, file: Pick<StoredFile, 'contentType' | 'lastModified' | 'etag'>): void {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', CACHE)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');
  if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
  if (file.etag) reply.header('etag', file.etag);
}

/**
 * `/uploads/<key>` streamed from the bucket, so pictures keep their addresses, the site's single origin and its
 * CSP whichever instance answers: the same headers as @fastify/static gives the local folder, 404 for a missing
 * or private key and for anything that is not a key (dotfiles, `..`, a folder: no listing), HEAD without a body,
 * a single byte range when asked for, and 304 for a matching If-None-Match.
 */
export function registerBucketUploads(app: FastifyInstance, files: FileStore): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    exposeHeadRoute: false,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const key = (req.params as { '*': string })['*'];
      if (!isValidKey(key) || isPrivateKey(key)) return reply.callNotFound();
      const head = req.method === 'HEAD';
      const file = await files.get(key, head ? undefined : byteRange(req.headers.range));
      if (!file) return reply.callNotFound();
      headers(reply, file);
      // A browser revalidating what it holds: the object was opened, but its bytes need not travel.
      if (file.etag && req.headers['if-none-match'] === file.etag) {
        file.body.destroy();
        return reply.status(304).send();
      }
      reply.header('content-length', file.length);
      if (file.range) {
        reply.status(206).header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`);
      }
      if (!head) return reply.send(file.body);
      // The object's headers were all HEAD needed: its body is not read.
      file.body.destroy();
      return reply.send();
    },
  });
}
