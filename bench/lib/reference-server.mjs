// The reference of the scenario loads: a bare Fastify route that sends, for any GET, the bytes and headers the shop
// answered for the scenario being measured (set by the parent through IPC before each load). Run as a child
// process by reference.mjs, so it never shares the bench's event loop nor the shop's.
import Fastify from 'fastify';

let answer = { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('not set') };

const app = Fastify({ logger: false });
app.get('/*', (_req, reply) => {
  reply.code(answer.status).headers(answer.headers).send(answer.body);
});

process.on('message', (msg) => {
  if (msg?.type !== 'answer') return;
  answer = { status: msg.status, headers: msg.headers, body: Buffer.from(msg.body, 'base64') };
  process.send({ type: 'set' });
});
process.on('disconnect', () => process.exit(0));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send({ type: 'listening' });
