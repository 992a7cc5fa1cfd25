// A shopper opens the storefront home: the page answers and shows the shop's name as configured on the server.
import { assert, textOf, visible } from '../lib/expect.mjs';

export const name = 'storefront home shows the site name';

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
  await name.filter({ hasText: expected }).first().waitFor({ timeout: 15_000 }).catch(() => {});
  const shown = await textOf(name, 'the site name on the home page');
  assert.equal(shown, expected, `the home page shows "${shown}" instead of the site name "${expected}"`);
  assert.ok((await page.title()).length > 0, 'the page has no title');
}
