// An administrator edits their own profile from the console's user menu: the nickname changes in the header
// at once, a new password (given with the current one) works at the next sign-in, and the old one no longer does.
import { api } from '../lib/api.mjs';
import { atPath, visible } from '../lib/expect.mjs';
import { fill, signIn, signOut } from '../lib/forms.mjs';
import { ADMIN, tokenOf } from '../lib/sessions.mjs';

export const name = 'admin edits nickname and password in the user-info dialog';

async function openUserInfo(page) {
  const item = page.getByTestId('console-userinfo').first();
  if (!(await item.isVisible())) await page.getByTestId('console-nickname').first().click();
  await item.click();
  await visible(page.getByTestId('userinfo-nickname'), 'the user-info dialog');
}

/**
 * Later journeys on this server sign in as admin/123456: whatever step failed, the demo password and nickname
 * come back (through the API, as the dialog would), so one failure here is not a dozen elsewhere.
 */
async function restoreDemoAdmin(baseUrl) {
  const token = await tokenOf(baseUrl, { ...ADMIN, password: NEW_PASSWORD }, 'admins');
  await api(baseUrl, 'POST', '/Admin/auth/edit', {
    token,
    body: { provider: 'admins', nickname: 'Ops Lead', password: ADMIN.password, old_password: NEW_PASSWORD },
  });
}

const NEW_PASSWORD = 'newpass1';

export default async function adminUserInfo({ page, baseUrl }) {
  // Only once the new password was saved and until the dialog put the old one back: a sign-in with a wrong
  // password here would count against the admin for the journeys that follow.
  const state = { changed: false };
  try {
    await editOwnProfile(page, state);
  } finally {
    // The journey's own error is the one to report; a failed restore shows in the journeys after it.
    if (state.changed) await restoreDemoAdmin(baseUrl).catch(() => {});
  }
}

async function editOwnProfile(page, state) {
  await page.goto('/Admin/login');
  await signIn(page, { username: 'admin', password: '123456' });
  await visible(page.getByTestId('console'), 'the console');

  await openUserInfo(page);
  await fill(page.getByTestId('userinfo-nickname'), '');
  await page.getByTestId('userinfo-save').click();
  // Nickname is required: nothing is sent, the dialog stays.
  await visible(page.getByTestId('userinfo-nickname'), 'the dialog kept open on an empty nickname');

  await fill(page.getByTestId('userinfo-nickname'), 'Ops Lead');
  await fill(page.getByTestId('userinfo-password'), NEW_PASSWORD);
  // A new password asks for the current one: without it nothing is sent.
  await page.getByTestId('userinfo-save').click();
  await visible(page.getByTestId('userinfo-old-password'), 'the current-password field');
  await visible(page.getByTestId('userinfo-nickname'), 'the dialog kept open without the current password');
  await fill(page.getByTestId('userinfo-old-password'), '123456');
  await page.getByTestId('userinfo-save').click();
  state.changed = true;
  await page.getByTestId('userinfo-nickname').waitFor({ state: 'hidden', timeout: 10_000 });
  await page.getByTestId('console-nickname').filter({ hasText: 'Ops Lead' }).first().waitFor({ timeout: 10_000 });

  await signOut(page);
  await atPath(page, '/Admin/login');
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.request().method() === 'POST', {
    timeout: 60_000,
  });
  await signIn(page, { username: 'admin', password: '123456' });
  const answer = await (await refused).json();
  if (answer.code === 200) throw new Error('the old password still signs in after the change');
  await visible(
    page.getByText(/账号或密码错误|Account or password error/),
    `the message of the refused sign-in (${answer.code} ${answer.msg})`,
  );
  await page.goto('/Admin/login');
  await signIn(page, { username: 'admin', password: NEW_PASSWORD });
  await visible(page.getByTestId('console'), 'the console after signing in with the new password');

  // Put the demo password back so later journeys sharing this server can sign in.
  await openUserInfo(page);
  await fill(page.getByTestId('userinfo-password'), '123456');
  await fill(page.getByTestId('userinfo-old-password'), NEW_PASSWORD);
  await page.getByTestId('userinfo-save').click();
  await page.getByTestId('userinfo-nickname').waitFor({ state: 'hidden', timeout: 10_000 });
  state.changed = false;
}
