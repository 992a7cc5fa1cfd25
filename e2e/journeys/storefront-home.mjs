// A shopper opens the storefront home: the page answers and shows the shop's name as configured on the server.
import { assert, textOf, visible } from '../lib/expect.mjs';

export const name = 'storefront home shows the site name and the goods floors';

export default async function storefrontHome({ page, baseUrl }) {
  // The name the admin configured (web_name), as the storefront itself reads it.
  const common = await fetch(`${baseUrl}/api/common`).then((r) => r.json());
  const expected = common?.data?.common?.web_name;
  assert.ok(expected, `GET /api/common did not answer a site name (web_name): ${JSON.stringify(common).slice(0, 200)}`);

  const res = await page.goto('/');
  assert.equal(res?.status(), 200, `GET / answered HTTP ${res?.status()}`);
  await visible(page.getByTestId('home'), 'the storefront home');
  // Wait for the configured name itself (the admin journeys may have renamed the shop on this server).
  const name = page.getByTestId('home-site-name');
  await name
    .filter({ hasText: expected })
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {});
  const shown = await textOf(name, 'the site name on the home page');
  assert.equal(shown, expected, `the home page shows "${shown}" instead of the site name "${expected}"`);
  assert.ok((await page.title()).length > 0, 'the page has no title');

  // The goods floors of the top classes that have goods, with their cards, as the server answers them (built in
  // background renders: the home stays aria-busy until they are all on screen).
  const home = await fetch(`${baseUrl}/api/home`).then((r) => r.json());
  const expectedFloors = (home?.data?.goods ?? []).filter((floor) => floor.goods.length > 0);
  assert.ok(expectedFloors.length > 0, 'GET /api/home answered no goods floor');
  await page.locator('[data-testid="home"][aria-busy="false"]').waitFor({ timeout: 15_000 });
  const floors = page.getByTestId('home-floor');
  assert.equal(
    await floors.count(),
    expectedFloors.length,
    'the home does not show one floor per top class with goods',
  );
  const first = expectedFloors[0];
  const cards = floors.first().locator('.floor__grid > *');
  assert.equal(await cards.count(), Math.min(8, first.goods.length), `the floor "${first.name}" shows the wrong cards`);
}
