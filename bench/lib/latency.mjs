// Latency of one list endpoint under load (autocannon), signed in as the demo admin.
import autocannon from 'autocannon';

/**
 * The Admin slider through the API (the challenge, then its answer for the sign), then /api/login as provider
 * admins; returns the bearer token.
 */
export async function adminToken(baseUrl, username = 'admin', password = '123456') {
  const form = (o) => new URLSearchParams(o).toString();
  const post = async (p, body) => {
    const res = await fetch(`${baseUrl}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form(body),
    });
    return res.json();
  };
  const challenge = await post('/api/captcha', {});
  if (challenge.code !== 200) throw new Error(`captcha challenge failed: ${JSON.stringify(challenge)}`);
  const captcha = await post('/api/captcha', {
    username,
    password,
    key: challenge.data.key,
    step: String(challenge.data.x),
  });
  if (captcha.code !== 200) throw new Error(`captcha failed: ${JSON.stringify(captcha)}`);
  const login = await post('/api/login', { username, password, provider: 'admins', sign: captcha.data });
  if (login.code !== 200) throw new Error(`admin login failed: ${JSON.stringify(login)}`);
  return login.data.access_token;
}

/** Checks the endpoint answers a list, then loads it (signed in when `token` is given); returns p50/p99 (ms), requests/s and errors. */
export async function loadList(baseUrl, urlPath, token, { connections = 50, duration = 10, warmup = 2 } = {}) {
  const headers = { 'accept-language': 'zh-cn', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const probe = await fetch(`${baseUrl}${urlPath}`, { headers }).then((r) => r.json());
  if (probe.code !== 200) throw new Error(`GET ${urlPath} answered ${JSON.stringify(probe).slice(0, 200)}`);
  const rows = Array.isArray(probe.data?.data)
    ? probe.data.data.length
    : Array.isArray(probe.data)
      ? probe.data.length
      : null;
  const run = (seconds) =>
    autocannon({ url: `${baseUrl}${urlPath}`, connections, duration: seconds, headers, timeout: 10 });
  if (warmup > 0) await run(warmup);
  const r = await run(duration);
  return {
    endpoint: `GET ${urlPath}`,
    rows,
    connections,
    seconds: duration,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    requestsPerSecond: Math.round(r.requests.average),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * Loads `baseUrl` with GETs: `urlPath` each time, or `next()` for each request (a new path every request, e.g. ids
 * nobody asked before). Answers p50/p99 (ms), requests/s, non-2xx and errors of the measured part (after `warmup`
 * seconds and `settle()`, which may wait for the server to finish what the warm-up left queued).
 */
export async function loadPaths(
  baseUrl,
  { urlPath, next, headers, connections = 50, duration = 10, warmup = 1, settle = async () => {} },
) {
  const requests = next ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }] : undefined;
  const run = (seconds) =>
    autocannon({ url: `${baseUrl}${urlPath ?? '/'}`, connections, duration: seconds, headers, timeout: 10, requests });
  if (warmup > 0) await run(warmup);
  await settle();
  const r = await run(duration);
  return {
    connections,
    seconds: duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requestsPerSecond: Math.round(r.requests.average),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}
