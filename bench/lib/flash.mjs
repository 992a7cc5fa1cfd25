// The flash-sale step: 2,000 simultaneous POST /api/user/order/create on a sale with a quota of 100 units, one
// per buyer, from 200 buyers: exactly 100 orders must go through; p50 and p99 of the answers (refusals included,
// they are most of the answers) are reported. The rows are written with the orders bench's (orders.mjs).

import http from 'node:http';

export const FLASH = { attempts: 2000, quota: 100, buyers: 200, sockets: 256 };
const TOKEN = 'bench-flash-token-';
const SHANGHAI_NOW = `(now() at time zone 'Asia/Shanghai')::timestamp(0)`;

/**
 * One statement each; the buyers sign in with tokens written here (their hash, as the server stores them), as fresh
 * as a login's (the default TOKEN_TTL_SECONDS, 7 days): a token past half its lifetime is renewed, one more insert
 * on every attempt, which a shopper's next request no longer pays.
 */
export const FLASH_SETUP = [
  `insert into goods (store_id, class_id, goods_name, goods_master_image, goods_price, goods_stock, goods_weight,
                      goods_status, goods_verify, freight_id)
   select store_id, class_id, 'BENCH-FLASH', '', 99, 100000, 1, 1, 1, -1 from goods where goods_name = 'BENCH-ORDER 1'`,
  `insert into seckills (store_id, goods_id, price, quota, per_user, start_time, end_time)
   select store_id, id, 9.9, ${FLASH.quota}, 1, ${SHANGHAI_NOW} - interval '1 hour', ${SHANGHAI_NOW} + interval '1 day'
   from goods where goods_name = 'BENCH-FLASH'`,
  `insert into users (username, nickname, password)
   select 'bench-flash-' || i, 'bench-flash-' || i, '' from generate_series(1, ${FLASH.buyers}) as g(i)`,
  `insert into addresses (user_id, receive_name, receive_tel, address, province_id, area_info)
   select u.id, 'BenchFlash', '13800000000', 'Bench road 1', p.id, p.name
   from users u, lateral (select * from areas where pid = '0' and deleted_at is null order by id limit 1) p
   where u.username like 'bench-flash-%'`,
  `insert into access_tokens (token_hash, provider, area, account_id, expires_at)
   select encode(sha256(convert_to('${TOKEN}' || substr(u.username, 13), 'UTF8')), 'hex'), 'users', 'home', u.id,
          ${SHANGHAI_NOW} + interval '7 days'
   from users u where u.username like 'bench-flash-%'`,
];

const form = (o) => new URLSearchParams(o).toString();
const params = (order) => Buffer.from(JSON.stringify({ order, ifcart: 0 })).toString('base64');
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * The sale's goods and each buyer's token and address.
 * @param {{ query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }} client
 */
export async function flashRows(client) {
  const [goods] = (await client.query(`select id from goods where goods_name = 'BENCH-FLASH'`)).rows;
  const buyers = (
    await client.query(`select u.username, max(a.id) as address from users u join addresses a on a.user_id = u.id
                        where u.username like 'bench-flash-%' group by u.username`)
  ).rows.map((r) => ({ token: TOKEN + String(r.username).slice(12), address: Number(r.address) }));
  if (!goods || buyers.length !== FLASH.buyers) throw new Error('flash bench: the bench rows are missing');
  return { goods: Number(goods.id), buyers };
}

/** One POST on the bench's keep-alive agent: answers the parsed envelope. */
function post(agent, baseUrl, path, headers, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}${path}`, { method: 'POST', agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(text));
        } catch {
          resolve({ code: res.statusCode, msg: 'not JSON' });
        }
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The rush itself: every attempt sent at once, over at most FLASH.sockets keep-alive connections (thousands of
 * new sockets at the same instant overflow the listen backlog, which is the OS's limit, not the shop's); each
 * attempt is timed from the moment it is issued to its answer, waiting for a connection included.
 */
export async function flashRush(baseUrl, database, rows) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: FLASH.sockets });
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: FLASH.attempts }, async (_, k) => {
      const buyer = rows.buyers[k % rows.buyers.length];
      const t0 = performance.now();
      const body = await post(
        agent,
        baseUrl,
        '/api/user/order/create',
        { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/x-www-form-urlencoded' },
        form({
          params: params([{ goods_id: rows.goods, sku_id: 0, buy_num: 1, cart_id: 7_000_000 + k }]),
          address_id: buyer.address,
          coupon_id: '',
        }),
      );
      return { ms: performance.now() - t0, code: body.code, msg: body.msg };
    }),
  );
  agent.destroy();
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    database,
    attempts: FLASH.attempts,
    quota: FLASH.quota,
    placed: answers.filter((a) => a.code === 200).length,
    refusals: [...new Set(answers.filter((a) => a.code !== 200).map((a) => a.msg))],
    p50: Math.round(quantile(ms, 0.5)),
    p99: Math.round(quantile(ms, 0.99)),
    sockets: FLASH.sockets,
    wallMs: Date.now() - started,
  };
}
