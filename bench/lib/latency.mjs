// Loads under autocannon and their figures: an Admin list endpoint signed in as the demo admin (the latency step),
// GET loads of the catalogue scenarios, alone or several at once (catalog.mjs).
import autocannon from 'autocannon';
import { adminSign } from '../../e2e/lib/captcha.mjs';

/** The sign-in challenge solved through the API, then /api/login as provider admins; returns the bearer token. */
export async function adminToken(baseUrl, username = 'admin', password = '123456') {
  const sign = await adminSign(baseUrl, { username });
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, provider: 'admins', ...(sign ? { sign } : {}) }).toString(),
  });
  const login = await res.json();
  if (login.code !== 200) throw new Error(`admin login failed: ${JSON.stringify(login)}`);
  return login.data.access_token;
}

/**
 * autocannon's result as every step reports it: p50 / p90 / p99 / max (ms), requests/s and counts of the measured
 * `seconds` at `connections`.
 */
export function figures(r, connections, seconds) {
  return {
    connections,
    seconds,
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
  return { endpoint: `GET ${urlPath}`, rows, ...figures(r, connections, duration) };
}

/**
 * One load of GETs on `baseUrl` for `seconds`: `urlPath` each time, or `next()` for each request (a new path every
 * request, e.g. ids nobody asked before).
 */
function getLoad(baseUrl, { urlPath, next, headers, connections }, seconds) {
  const requests = next ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }] : undefined;
  return autocannon({
    url: `${baseUrl}${urlPath ?? '/'}`,
    connections,
    duration: seconds,
    headers,
    timeout: 10,
    requests,
  });
}

/**
 * Several loads of GETs on `baseUrl` at the same time, each as {@link getLoad} takes it (its own paths, headers and
 * `connections`, 50 by default): all warm up together for `warmup` seconds, then `settle()` (which may wait for the
 * server to finish what the warm-up left queued), then all run together for `duration` seconds. Answers each load's
 * figures, in order.
 */
export async function loadTogether(baseUrl, loads, { duration = 10, warmup = 1, settle = async () => {} } = {}) {
  const all = (seconds) => Promise.all(loads.map((l) => getLoad(baseUrl, { connections: 50, ...l }, seconds)));
  if (warmup > 0) await all(warmup);
  await settle();
  const results = await all(duration);
  return results.map((r, i) => figures(r, loads[i].connections ?? 50, duration));
}

/** One load of {@link loadTogether}: its figures. */
export async function loadPaths(baseUrl, { duration, warmup, settle, ...load }) {
  const [only] = await loadTogether(baseUrl, [load], { duration, warmup, settle });
  return only;
}
