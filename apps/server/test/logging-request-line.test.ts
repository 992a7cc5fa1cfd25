import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LogSink } from '../src/http/platform/log-sink.ts';
import { loggerOptions, RequestLog } from '../src/http/platform/logging.ts';
import { testApp } from './helper.ts';

/** A stream that keeps every line it is given, parsed. */
function collector(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const text of chunk.toString('utf8').split('\n'))
        if (text) lines.push(JSON.parse(text) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((l) => l.msg === 'request completed');

describe('the request line', () => {
  it('is one line per request at info, with the path, status and time and nothing else', async () => {
    const { stream, lines } = collector();
    const t = await testApp({ demo: false, logger: { ...loggerOptions({ logLevel: 'info' }), stream } });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health?password=Secret-1234&x=1',
      headers: { 'x-request-id': 'req-from-the-proxy' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/api/no-such-route?token=abc' });

    const mine = lines.filter((l) => l.reqId === 'req-from-the-proxy');
    expect(mine).toHaveLength(1);
    const line = mine[0]!;
    expect(Object.keys(line).sort()).toEqual(
      ['hostname', 'level', 'method', 'msg', 'pid', 'reqId', 'responseTime', 'statusCode', 'time', 'url'].sort(),
    );
    expect(line).toMatchObject({ level: 30, method: 'GET', url: '/api/health', statusCode: 200 });
    expect(Number.isInteger(line.responseTime)).toBe(true);
    expect(requestLines(lines).map((l) => [l.url, l.statusCode])).toEqual([
      ['/api/health', 200],
      ['/api/no-such-route', 404],
    ]);
    expect(JSON.stringify(lines)).not.toContain('Secret-1234');
    await t.close();
  }, 60_000);

  it('with LOG_SAMPLE=0 drops successful lines and keeps client and server errors', async () => {
    const { stream, lines } = collector();
    const app = Fastify({
      logger: { ...loggerOptions({ logLevel: 'info' }), stream },
      logController: new RequestLog(0),
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
    app.get('/unavailable', async (_req, reply) => reply.code(503).send({ later: true }));
    for (const url of ['/ok', '/ok?a=1', '/missing', '/broken', '/unavailable'])
      await app.inject({ method: 'GET', url });
    await app.close();

    expect(requestLines(lines).map((l) => [l.url, l.statusCode, l.level])).toEqual([
      ['/missing', 404, 30],
      ['/broken', 500, 50],
      ['/unavailable', 503, 50],
    ]);
  });
});

describe('the log sink', () => {
  it('holds a bounded backlog for a reader that stopped, drops the rest and says how many it dropped', async () => {
    const held: (() => void)[] = [];
    const received: string[] = [];
    // A reader that takes nothing until released.
    const out = new Writable({
      decodeStrings: false,
      write(chunk: string, _enc, done) {
        received.push(chunk);
        held.push(done);
      },
    });
    const sink = new LogSink(out, 10_000);
    const line = `${JSON.stringify({ msg: 'x'.repeat(980) })}\n`;
    for (let i = 0; i < 100; i++) sink.write(line);
    await new Promise((r) => setImmediate(r));
    expect(out.writableLength).toBeLessThanOrEqual(10_000);

    const release = async () => {
      await new Promise((r) => setImmediate(r));
      while (held.length) {
        held.shift()!();
        await new Promise((r) => setImmediate(r));
      }
    };
    await release();
    expect(out.writableLength).toBe(0);
    sink.write(line);
    await release();

    const text = received.join('');
    const kept = text.split('\n').filter((l) => l.includes('"msg":"xxx')).length;
    const notice = text.split('\n').find((l) => l.includes('"dropped"'));
    expect(notice).toBeDefined();
    const { dropped, level } = JSON.parse(notice!) as { dropped: number; level: number };
    expect(level).toBe(40);
    expect(kept + dropped).toBe(101);
    expect(kept).toBeLessThan(20);
  });
});
