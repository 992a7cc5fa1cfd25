// The sign-in challenge through the API, for journeys (and the bench) that need an admin token beside what they
// drive in the browser: ask for the challenge of this admin's next login, solve it by brute force with altcha-lib's
// own solver (what the widget does in the browser's workers), and hand back the payload the login carries as `sign`.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

async function post(baseUrl, body) {
  const res = await fetch(`${baseUrl}/api/captcha`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  return res.json();
}

/**
 * The `sign` for `username`'s next login (`POST /api/login` with `sign`): the solved challenge, or undefined when
 * the server asks none (ADMIN_CAPTCHA=false, or a users account without failures).
 */
export async function signInSign(baseUrl, { username }, provider = 'admins') {
  const answer = await post(baseUrl, { provider, username });
  const challenge = answer?.data?.challenge;
  if (answer?.code !== 200 || !challenge?.parameters)
    throw new Error(`no sign-in challenge: ${JSON.stringify(answer).slice(0, 200)}`);
  if (!answer.data.required) return undefined;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the sign-in challenge could not be solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The sign for `username`'s Admin login (`POST /api/login` with provider admins and `sign`). */
export const adminSign = (baseUrl, who) => signInSign(baseUrl, who, 'admins');
