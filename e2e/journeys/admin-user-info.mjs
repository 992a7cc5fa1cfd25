// An administrator edits their own profile from the console's user menu: the nickname changes in the header
// at once, a new password (given with the current one) works at the next sign-in, and the old one no longer does.
import { atPath, visible } from '../lib/expect.mjs';
import { fill, signIn, signOut } from '../lib/forms.mjs';

export const name = 'admin edits nickname and password in the user-info dialog';

async function openUserInfo(page) {
  const item = page.getByTestId('console-userinfo').first();
  if (!(await item.isVisible())) await page.getByTestId('console-nickname').first().click();
  await item.click();
  await visible(page.getByTestId('userinfo-nickname'), 'the user-info dialog');
}

export default async function adminUserInfo({ page }) {
  await page.goto('/Admin/login');
  await signIn(page, { username: 'admin', password: '123456' });
  await visible(page.getByTestId('console'), 'the console');

  await openUserInfo(page);
  await fill(page.getByTestId('userinfo-nickname'), '');
  await page.getByTestId('userinfo-save').click();
  // Nickname is required: nothing is sent, the dialog stays.
  await visible(page.getByTestId('userinfo-nickname'), 'the dialog kept open on an empty nickname');

  await fill(page.getByTestId('userinfo-nickname'), 'Ops Lead');
  await fill(page.getByTestId('userinfo-password'), 'newpass1');
  // A new password asks for the current one: without it nothing is sent.
  await page.getByTestId('userinfo-save').click();
  await visible(page.getByTestId('userinfo-old-password'), 'the current-password field');
  await visible(page.getByTestId('userinfo-nickname'), 'the dialog kept open without the current password');
  await fill(page.getByTestId('userinfo-old-password'), '123456');
  await page.getByTestId('userinfo-save').click();
  await page.getByTestId('userinfo-nickname').waitFor({ state: 'hidden', timeout: 10_000 });
  await page.getByTestId('console-nickname').filter({ hasText: 'Ops Lead' }).first().waitFor({ timeout: 10_000 });

  await signOut(page);
  await atPath(page, '/Admin/login');
  await signIn(page, { username: 'admin', password: '123456' });
  await page.getByText(/账号或密码错误|Account or password error/).first().waitFor({ timeout: 10_000 });
  await page.goto('/Admin/login');
  await signIn(page, { username: 'admin', password: 'newpass1' });
  await visible(page.getByTestId('console'), 'the console after signing in with the new password');

  // Put the demo password back so later journeys sharing this server can sign in.
  await openUserInfo(page);
  await fill(page.getByTestId('userinfo-password'), '123456');
  await fill(page.getByTestId('userinfo-old-password'), 'newpass1');
  await page.getByTestId('userinfo-save').click();
  await page.getByTestId('userinfo-nickname').waitFor({ state: 'hidden', timeout: 10_000 });
}
