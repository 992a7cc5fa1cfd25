// What a first visit downloads: JS + CSS, gzipped here (comparable across servers) and as transferred.
//  - static: the entry closure read from dist/index.html (entry script, modulepreload and stylesheet links, and
//    the chunks they import statically, without dynamic imports): what every page of the app pays;
//  - loaded: what Chromium actually fetched to render a given page (lazily loaded route chunks included),
//    measured against the running server; this is the figure the budgets speak of.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { appDist } from './target.mjs';

export const gzipSize = (buf) => zlib.gzipSync(buf, { level: 6 }).length;
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The app's entry closure from dist/index.html; `base` is the app's URL base ('/', '/Admin/', '/Seller/'). */
export function staticEntry(app, base) {
  const dist = appDist(app);
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const toFile = (url) => path.join(dist, url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''));
  const files = new Set();
  const queue = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) queue.push(toFile(m[1]));
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href || /^(data:|https?:)/.test(href)) continue;
    if (/rel="(modulepreload|stylesheet)"/.test(tag)) queue.push(toFile(href));
  }
  while (queue.length) {
    const file = queue.pop();
    if (files.has(file) || !fs.existsSync(file)) continue;
    files.add(file);
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(file, 'utf8');
    // Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`.
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    )) {
      queue.push(path.resolve(path.dirname(file), m[1]));
    }
  }
  let js = 0;
  let css = 0;
  for (const f of files) {
    const size = gzipSize(fs.readFileSync(f));
    if (f.endsWith('.css')) css += size;
    else js += size;
  }
  return { files: files.size, js, css, total: js + css };
}

/**
 * Opens `url` in a fresh context and sums every same-origin script and stylesheet fetched until the network is
 * idle; `then(page, phase)` may act first (e.g. sign in, open another page) and is counted too, `phase(name)`
 * labelling what is fetched from then on. Each file counts once: its body gzipped here (level 6, whatever the
 * server sent, so a server that does not compress compares with one that does) and the bytes that crossed the wire
 * (`transferred`: the encoded body, smaller than the gzip figure when the server sends brotli).
 */
export async function loadedAssets(browser, baseUrl, url, then) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: baseUrl });
  const page = await context.newPage();
  const seen = new Map();
  let current = 'first page';
  const pending = [];
  page.on('response', (res) => pending.push(record(res)));
  const record = async (res) => {
    const type = res.request().resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || !res.url().startsWith(baseUrl) || seen.has(res.url())) return;
    const entry = { url: new URL(res.url()).pathname, type, phase: current, size: 0, wire: 0, encoding: '' };
    seen.set(res.url(), entry);
    try {
      const body = await res.body();
      entry.size = gzipSize(body);
      entry.encoding = (await res.headerValue('content-encoding')) ?? '';
      entry.wire = (await res.request().sizes()).responseBodySize || body.length;
    } catch {
      seen.delete(res.url()); // body gone (navigation)
    }
  };
  await page.goto(url, { waitUntil: 'networkidle' });
  if (then) {
    await then(page, (name) => {
      current = name;
    });
    await page.waitForLoadState('networkidle');
  }
  await new Promise((r) => setTimeout(r, 300));
  await Promise.all(pending);
  await context.close();
  const sum = (entries) => {
    const out = { files: 0, js: 0, css: 0, total: 0, transferred: 0 };
    for (const v of entries) {
      out.files += 1;
      if (v.type === 'stylesheet') out.css += v.size;
      else out.js += v.size;
      out.total += v.size;
      out.transferred += v.wire;
    }
    return out;
  };
  const all = [...seen.values()];
  const phases = {};
  for (const name of new Set(all.map((v) => v.phase))) {
    const mine = all.filter((v) => v.phase === name);
    phases[name] = { ...sum(mine), assets: mine.map((v) => ({ url: v.url, gzip: v.size, sent: v.wire })) };
  }
  const encodings = [...new Set(all.map((v) => v.encoding || 'identity'))];
  return { ...sum(all), encodings, phases };
}
