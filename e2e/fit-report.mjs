// A table of how every storefront route fits a phone: document width and tap targets under 44 px per route, at
// the widths given, against a running shop (default http://localhost:8080, the demo data of `npm start`).
//
//   node e2e/fit-report.mjs [--base http://localhost:8080] [--widths 375,768] [--lang zh-cn|en] [--only /goods]
//                           [--details] [--shots DIR]
//
// The journey `storefront-phone-widths.mjs` asserts the same measures; this prints them for notes and while working.
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, networkQuiet } from './lib/browser.mjs';
import { fitOf, fitProblems } from './lib/fit.mjs';
import os from 'node:os';
import { SHOPPER, shopperInfo, tokenOf } from './lib/sessions.mjs';
import { demoIds, storefrontRoutes } from './lib/storefront-routes.mjs';

const args = process.argv.slice(2);
const opt = (flag, fallback) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : fallback;
};
const baseUrl = opt('--base', 'http://localhost:8080');
const widths = opt('--widths', '375').split(',').map(Number);
const language = opt('--lang', 'zh-cn');
const only = opt('--only', '');
const details = args.includes('--details');
const shots = opt('--shots', '');

/**
 * 小明's token, kept between runs in the temporary folder: sign-ins are limited per account (30 in 15 minutes), and
 * several people measuring at once would run out.
 */
async function shopperSession() {
  const file = path.join(os.tmpdir(), `fit-report-${new URL(baseUrl).port || '80'}.json`);
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { token: saved.token, user: await shopperInfo(baseUrl, saved.token) };
  } catch {
    const token = await tokenOf(baseUrl, SHOPPER);
    fs.writeFileSync(file, JSON.stringify({ token }));
    return { token, user: await shopperInfo(baseUrl, token) };
  }
}

const browser = await launchBrowser();
const { token, user: shopper } = await shopperSession();
const ids = await demoIds(baseUrl, token);
const { guest, shop, user } = storefrontRoutes(ids);
const keep = (list) =>
  list.filter((p) => !only || only.split(',').some((o) => (o === '/' ? p === '/' : p.startsWith(o))));

for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: 812 },
    isMobile: width < 768,
    hasTouch: width < 768,
    deviceScaleFactor: shots ? 2 : 1,
    baseURL: baseUrl,
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => process.stdout.write(`  page error: ${e.message}\n`));
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('language', l), language);
  const visit = async (list) => {
    for (const route of keep(list)) {
      await page.goto(route);
      await networkQuiet(page);
      await page
        .waitForFunction(() => !document.querySelector('.page-spin, .arco-spin-loading, .arco-spin-icon'), null, {
          timeout: 10_000,
        })
        .catch(() => {});
      const fit = await fitOf(page, { limit: details ? 40 : 5 });
      const flag = fit.width > fit.viewport ? ' WIDE' : '';
      process.stdout.write(
        `${width}\t${route.length > 48 ? `${route.slice(0, 45)}...` : route}\twidth ${fit.width}\tsmall ${fit.targetCount} (<24: ${fit.underMin})\tcut ${fit.cut.length}\tvertical ${fit.vertical.length}\ttiny ${fit.tiny.length}${flag}\n`,
      );
      if (details) for (const line of fitProblems(fit)) process.stdout.write(`\t${line}\n`);
      if (shots) {
        fs.mkdirSync(shots, { recursive: true });
        const file = `${width}-${route.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.png`;
        await page.screenshot({ path: path.join(shots, file) });
      }
    }
  };
  await visit(guest.filter((p) => !p.startsWith('/user')));
  // Signed in as the storefront keeps a session (`token` and `user`, docs/client-rules.md).
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(shopper)],
  );
  await visit([...shop, ...user]);
  await context.close();
}
await browser.close();
