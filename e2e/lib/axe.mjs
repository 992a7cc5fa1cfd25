// axe-core over every page state the journeys reach. The journeys never call it: the harness checks the page
// whenever a journey waits for something to appear (`visible`, `textOf`, `networkQuiet`) and when it ends. A page
// state is the app's route (ids folded), the window width, the page's language, the open dialogs and drawers and a
// coarse size of the DOM (so a list that filled in after its loading state counts as new); each state is checked
// once per run, whichever journey reaches it first.
//
// axe is evaluated through the DevTools protocol, so the shop's own content security policy stays on: nothing is
// injected as a <script> and the policy is not bypassed.
//
// A critical or serious violation fails the journey, named by rule, state and selectors. `AXE_REPORT=<file>` also
// writes every violation of every impact as JSON (for totals per app); `AXE_REPORT_ONLY=1` records without failing.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { animationsEnded } from './animations.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const FAILING_IMPACTS = new Set(['critical', 'serious']);
const REPORT_FILE = process.env.AXE_REPORT || null;
const REPORT_ONLY = process.env.AXE_REPORT_ONLY === '1';

/** States already checked in this run, by signature. */
const checked = new Set();
/** Time spent checking, for the harness's summary. */
let spentMs = 0;
/** Every violation found in this run (for AXE_REPORT). */
const found = [];
/** Failing findings per page, drained into the journey's problems. */
const pending = new WeakMap();
/** A page being checked: checkpoints met meanwhile wait for that check instead of starting another. */
const busy = new WeakMap();

/** Runs in the page: what identifies the state the user sees. */
function signature() {
  // A fresh tab before its first navigation is not the shop's page.
  if (location.protocol === 'about:') return null;
  const route = location.pathname
    .split('/')
    .map((part) => (/^\d+$/.test(part) ? ':id' : part.length > 24 ? ':param' : part))
    .join('/');
  const shown = (el) => {
    const style = window.getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    return style.display !== 'none' && style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0;
  };
  const overlays = [
    ...document.querySelectorAll(
      '[role="dialog"], [role="alertdialog"], .arco-drawer, .arco-popconfirm, .arco-trigger-popup, .w-e-modal',
    ),
  ]
    .filter(shown)
    .map(
      (el) =>
        el.getAttribute('aria-label') ||
        el.querySelector('.arco-modal-title, .arco-drawer-title')?.textContent ||
        el.className.split(' ')[0],
    )
    .sort()
    .join(',');
  const size = Math.round(Math.log2(document.getElementsByTagName('*').length + 1) * 2);
  return `${document.documentElement.lang || '?'}|${window.innerWidth}|${route}|${overlays}|${size}`;
}

/** Runs in the page: axe with its default rules, returning what the report needs. */
async function runAxe() {
  const result = await window.axe.run(document, { resultTypes: ['violations'] });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({
      target: n.target.join(' '),
      impact: n.impact,
      html: n.html.slice(0, 200),
      summary: n.failureSummary,
    })),
  }));
}

async function check(page) {
  let sig = await page.evaluate(signature).catch(() => null);
  if (!sig || checked.has(sig)) return;
  // Let the state settle (its data, its transitions) before judging it, then judge what is there after that:
  // a page fading in shows half-transparent text, which axe would measure as too pale. Spinners run forever and
  // are not waited for.
  await new Promise((resolve) => setTimeout(resolve, 150));
  await page.evaluate(animationsEnded).catch(() => {});
  sig = await page.evaluate(signature).catch(() => null);
  if (!sig || checked.has(sig)) return;
  checked.add(sig);
  const started = Date.now();
  const violations = await (async () => {
    if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
    return page.evaluate(runAxe);
  })().catch((err) => {
    // The page navigated away mid-check: the next checkpoint checks where it went.
    checked.delete(sig);
    if (/context was destroyed|Target closed|navigation/i.test(String(err))) return [];
    throw err;
  });
  spentMs += Date.now() - started;
  const url = page.url();
  for (const v of violations) found.push({ state: sig, url, ...v });
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact));
  if (failing.length && !REPORT_ONLY) {
    const list = pending.get(page) ?? [];
    for (const v of failing) {
      const targets = v.nodes.slice(0, 3).map((n) => n.target);
      const more = v.nodes.length > 3 ? ` (+${v.nodes.length - 3} more)` : '';
      list.push(`axe ${v.impact} ${v.id} (${v.help}) at ${sig}: ${targets.join(' | ')}${more}`);
    }
    pending.set(page, list);
  }
}

/** A journey reached a state worth checking: checks it unless this run already has. Never throws. */
export async function axeCheckpoint(page) {
  if (process.env.AXE === '0') return;
  const running = busy.get(page);
  if (running) return running;
  const job = check(page)
    .catch((err) => {
      const list = pending.get(page) ?? [];
      list.push(`axe could not check ${page.url()}: ${err.message ?? err}`);
      pending.set(page, list);
    })
    .finally(() => busy.delete(page));
  busy.set(page, job);
  return job;
}

/** The failing findings on this page so far (for the journey's problems). */
export function axeProblems(page) {
  return pending.get(page) ?? [];
}

/** Writes AXE_REPORT (every violation) and returns totals by app and impact: {app: {impact: {rules, nodes}}}. */
export function axeReport() {
  const totals = {};
  const rules = {};
  for (const v of found) {
    const app = new URL(v.url).pathname.startsWith('/Admin')
      ? 'admin'
      : new URL(v.url).pathname.startsWith('/Seller')
        ? 'seller'
        : 'storefront';
    totals[app] ??= {};
    totals[app][v.impact] ??= { hits: 0, nodes: 0 };
    totals[app][v.impact].hits += 1;
    totals[app][v.impact].nodes += v.nodes.length;
    rules[`${app} ${v.impact} ${v.id}`] = (rules[`${app} ${v.impact} ${v.id}`] ?? 0) + v.nodes.length;
  }
  if (REPORT_FILE) {
    fs.writeFileSync(REPORT_FILE, JSON.stringify({ states: checked.size, totals, rules, violations: found }, null, 2));
  }
  return { states: checked.size, totals, seconds: Math.round(spentMs / 1000) };
}
