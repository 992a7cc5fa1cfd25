import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, wireData } from './envelope.ts';
import { translate } from './messages.ts';

/**
 * PostgreSQL errors that mean "bad input", not "server broken" (invalid text, too long, out of range, check,
 * a character text cannot hold such as NUL: the input check refuses NUL first, this is the safety net).
 */
const PG_BAD_INPUT = new Set(['22P02', '22001', '22003', '22007', '22008', '23514', '23502', '22021', '22P05']);

function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * One place maps every failure to the envelope: business errors stay HTTP 200 with `code`, malformed input
 * is HTTP 400, database input errors become 400 instead of leaking SQL, and only real bugs are 500s.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, req: FastifyRequest, reply: FastifyReply) => {
    const lang = req.lang ?? 'zh-cn';
    if (error instanceof ApiError) {
      const text = translate(lang, error.key, error.params);
      const msg = error.context ? `${error.context} ${text}` : text;
      return reply.status(error.httpStatus).send({ code: error.code, msg, data: wireData(error.data) });
    }
    const fe = error as FastifyError & { validation?: unknown };
    if (fe.validation || fe.code === 'FST_ERR_VALIDATION') {
      const msg = `${translate(lang, 'badRequest')} ${fe.message}`;
      return reply.status(400).send({ code: 400, msg, data: [] });
    }
    const code = pgCode(error);
    if (code && PG_BAD_INPUT.has(code)) {
      req.log.info({ err: error }, 'database rejected input');
      return reply.status(400).send({ code: 400, msg: translate(lang, 'badRequest'), data: [] });
    }
    if (code === '23505') {
      return reply.status(200).send({ code: 500, msg: translate(lang, 'error'), data: [] });
    }
    const status =
      typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500 ? fe.statusCode : 500;
    if (status === 500) req.log.error({ err: error }, 'unhandled error');
    const msg = status === 500 ? translate(lang, 'serverError') : fe.message;
    return reply.status(status).send({ code: status, msg, data: [], message: msg });
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = req.lang ?? 'zh-cn';
    const msg = translate(lang, 'notFoundRoute');
    reply.status(404).send({ code: 404, msg, data: [], message: msg });
  });
}
