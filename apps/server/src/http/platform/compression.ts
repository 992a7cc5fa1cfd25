import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import compress from '@fastify/compress';
import { preferredEncoding, varyOnEncoding, type ContentCoding } from './encoding.ts';

/** Smaller answers fit in a packet or two either way: compressing them only costs time. */
export const COMPRESS_THRESHOLD = 1024;
/**
 * Per-request brotli: quality 4 is about as fast as gzip's default and still smaller; the default 11 is meant
 * for build time and would cost milliseconds per answer.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Room for the compressed forms of the answers served over and over (catalogue pages, the home blocks). */
const CACHE_ENTRIES = 256;
const CACHE_CHARS = 16 * 1024 * 1024;

type Encoded = Partial<Record<ContentCoding, Promise<Buffer>>>;

/**
 * The compressed forms of recent JSON answers, keyed by the answer text itself. A cached catalogue answer is the
 * same string every time: the lookup costs a hash V8 keeps on the string, and the compression runs once per
 * text instead of once per request. Least recently used entries go first, bounded in count and in size.
 */
class CompressedAnswers {
  private readonly entries = new Map<string, Encoded>();
  private chars = 0;

  get(text: string, encoding: ContentCoding): Promise<Buffer> {
    let entry = this.entries.get(text);
    if (entry) {
      this.entries.delete(text);
    } else {
      entry = {};
      this.chars += text.length;
      while (this.entries.size >= CACHE_ENTRIES || (this.chars > CACHE_CHARS && this.entries.size > 0)) {
        const oldest = this.entries.keys().next().value as string;
        this.entries.delete(oldest);
        this.chars -= oldest.length;
      }
    }
    this.entries.set(text, entry);
    return (entry[encoding] ??= encoding === 'br' ? brotli(text, BROTLI) : gzip(text, GZIP));
  }
}

/** Only the API is compressed here: built files are compressed at build time, uploads are images already. */
const underApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Compression of API answers above COMPRESS_THRESHOLD (brotli or gzip, as the client prefers) by
 * @fastify/compress, with the repeated JSON texts answered from CompressedAnswers first. Registered before the
 * API, on the root instance: its route hook then reaches every route below /api (docs/compression.md).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  const answers = new CompressedAnswers();

  const fromCache: onSendHookHandler = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD || reply.statusCode !== 200) return payload;
    if (reply.hasHeader('content-encoding') || req.headers['x-no-compression'] !== undefined) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = await answers.get(payload, encoding);
    varyOnEncoding(reply);
    reply.header('content-encoding', encoding).header('content-length', body.length);
    return body;
  };

  // Runs before @fastify/compress's own route hook (added below), so it sees every route first.
  app.addHook('onRoute', (route) => {
    if (!underApi(route.url) || route.websocket) {
      route.compress = false;
      return;
    }
    route.onSend = [route.onSend ?? []].flat().concat(fromCache);
  });

  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI,
    zlibOptions: GZIP,
    // Request bodies stay as sent: a compressed upload would get past the body limit before being inflated.
    globalDecompression: false,
  });
}
