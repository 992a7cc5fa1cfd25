// An administrator signs in and lands on the overview: its two charts are drawn (an SVG of real size each, its line
// through every point), and its figures (total sales, today's sales, the four order counters) equal what this
// journey adds up itself from every order the Admin order list gives (sales: paid orders whose after-sale did not
// finish). The sales trend spans this week but draws only the days up to today (the rest of the week is left blank,
// not drawn as ¥0); switched to months, it spans the year and draws the months up to this one. The four analyses
// each draw their chart. Then the owner of store 1 signs in to the Seller back office and lands on the store's
// overview, whose figures equal the sums of the store's own orders, and opens its sales analysis.
import { api } from '../lib/api.mjs';
import { assert, atPath, visible } from '../lib/expect.mjs';
import { ADMIN, OWNER, backOfficeSignIn, cents, tokenOf } from '../lib/sessions.mjs';

export const name = 'admin lands on the dashboard: charts drawn, figures match the orders; a store owner on theirs';

/** Today in the shop's zone (Asia/Shanghai), as its timestamps are written. */
const shanghaiToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Every order of an area's order list (`isAll`), as the list screens read them. */
async function allOrders(baseUrl, area, token) {
  const list = await api(baseUrl, 'GET', `/${area}/orders`, { token, query: { isAll: 'true' } });
  assert.equal(list.code, 200, `the ${area} order list could not be read: ${list.msg}`);
  assert.ok(Array.isArray(list.data) && list.data.length > 0, `the demo shop has ${area} orders`);
  return list.data;
}

/** What the overview must show, added up order by order. */
function expectedFigures(orders) {
  const counted = orders.filter((o) => o.order_status > 1 && o.refund_status < 2);
  const today = shanghaiToday();
  const count = (s) => orders.filter((o) => o.order_status === s).length;
  return {
    total: counted.reduce((s, o) => s + cents(o.total_price), 0),
    today: counted.filter((o) => (o.pay_time ?? '').startsWith(today)).reduce((s, o) => s + cents(o.total_price), 0),
    wait: count(1),
    send: count(2),
    complete: count(6),
    refund: count(5),
  };
}

/** The figures as the page shows them. */
async function shownFigures(page) {
  const read = async (id) => (await page.getByTestId(id).first().textContent()) ?? '';
  return {
    total: cents(await read('kpi-total')),
    today: cents(await read('kpi-today')),
    wait: Number(await read('kpi-wait')),
    send: Number(await read('kpi-send')),
    complete: Number(await read('kpi-complete')),
    refund: Number(await read('kpi-refund')),
  };
}

/** How many points a chart's line goes through: one M or L command of its path each. */
const linePoints = (d) => (d ?? '').match(/[ML]/g)?.length ?? 0;

/** Days of this week up to today (Monday 1 … Sunday 7), and months of this year up to this one, in Shanghai. */
const weekDaysSoFar = () => ((new Date(`${shanghaiToday()}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const monthsSoFar = () => Number(shanghaiToday().slice(5, 7));

/** The sales trend's periods and how many of them are drawn. */
async function trendShape(page) {
  const chart = page.getByTestId('dashboard-sales-trend').locator('[data-testid="chart"]');
  const d = await chart.locator('[data-testid="chart-line"]').getAttribute('d');
  return {
    points: await chart.getAttribute('data-points'),
    drawn: await chart.getAttribute('data-drawn'),
    line: linePoints(d),
  };
}

/**
 * Every chart of the page is drawn: an SVG of real size, its line through each period that has begun (periods
 * after today keep their place on the axis, undrawn).
 */
async function chartsDrawn(page, expected, what) {
  const charts = page.locator('[data-testid="chart"]');
  await visible(charts.locator('svg'), `${what}: a drawn chart`, 20_000);
  assert.equal(await charts.count(), expected, `${what} shows ${expected} charts`);
  // Every plot has at least one period: wait for the data, not only the empty axes drawn while it loads.
  await page
    .locator('[data-testid="chart"]:not([data-points="0"])')
    .nth(expected - 1)
    .waitFor({ timeout: 20_000 });
  for (let i = 0; i < expected; i++) {
    const chart = charts.nth(i);
    const svg = chart.locator('svg').first();
    await svg.waitFor({ state: 'visible', timeout: 20_000 });
    const box = await svg.boundingBox();
    assert.ok(box && box.width > 200 && box.height > 100, `${what}: chart ${i + 1} is drawn at a real size`);
    const points = Number(await chart.getAttribute('data-points'));
    const drawn = Number(await chart.getAttribute('data-drawn'));
    assert.ok(drawn > 0 && drawn <= points, `${what}: chart ${i + 1} draws ${drawn} of its ${points} periods`);
    const d = await chart.locator('[data-testid="chart-line"]').getAttribute('d');
    assert.equal(linePoints(d), drawn, `${what}: chart ${i + 1}'s line goes through its ${drawn} drawn points`);
  }
}

export default async function adminDashboard({ page, baseUrl }) {
  await page.setViewportSize({ width: 1200, height: 900 });
  const adminToken = await tokenOf(baseUrl, ADMIN, 'admins');
  const expected = expectedFigures(await allOrders(baseUrl, 'Admin', adminToken));
  assert.ok(expected.total > 0, 'the demo orders include paid ones');

  await backOfficeSignIn(page, '/Admin', ADMIN);
  await atPath(page, '/Admin/dashboard');
  await visible(page.getByTestId('dashboard-overview'), 'the overview after signing in');
  await visible(page.getByTestId('kpi-total'), 'the total sales figure');
  await chartsDrawn(page, 2, 'the Admin overview');
  assert.deepEqual(await shownFigures(page), expected, 'the overview figures equal the sums of the demo orders');
  const days = String(weekDaysSoFar());
  assert.deepEqual(
    await trendShape(page),
    { points: '7', drawn: days, line: Number(days) },
    `the sales trend spans the 7 days of this week and draws the ${days} up to today`,
  );
  const ranked = await page.getByTestId('dashboard-ranking').locator('li').count();
  assert.ok(ranked > 0 && ranked <= 6, `the store ranking lists 1 to 6 stores (${ranked})`);

  await page.getByTestId('dashboard-unit-month').first().click();
  await page
    .locator('[data-testid="dashboard-sales-trend"] [data-testid="chart"][data-points="12"]')
    .waitFor({ timeout: 15_000 });
  const months = String(monthsSoFar());
  assert.deepEqual(
    await trendShape(page),
    { points: '12', drawn: months, line: Number(months) },
    `by month the trend spans the year and draws the ${months} months up to this one`,
  );

  // The four analyses open from the menu's pages, each with its chart drawn.
  for (const view of ['order', 'user', 'store', 'pay']) {
    await page.goto(`/Admin/dashboard/${view}`);
    await chartsDrawn(page, 1, `the Admin ${view} analysis`);
  }

  // The store owner: the same overview, of store 1's orders only.
  const ownerToken = await tokenOf(baseUrl, OWNER, 'users', 'seller');
  const storeExpected = expectedFigures(await allOrders(baseUrl, 'Seller', ownerToken));
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await backOfficeSignIn(page, '/Seller', OWNER);
  await atPath(page, '/Seller/dashboard');
  await visible(page.getByTestId('dashboard-overview'), "the store's overview after signing in");
  await chartsDrawn(page, 2, 'the Seller overview');
  assert.deepEqual(await shownFigures(page), storeExpected, "the store's figures equal the sums of its own orders");
  await page.goto('/Seller/dashboard/order');
  await chartsDrawn(page, 1, "the store's sales analysis");
}
