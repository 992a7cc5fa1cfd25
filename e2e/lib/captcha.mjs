// The Admin login's slider through the API, for journeys that need an admin token beside what they drive in the
// browser: read the challenge's gap, answer it, get the sign the login carries.

async function post(baseUrl, body) {
  const res = await fetch(`${baseUrl}/api/captcha`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });
  return res.json();
}

/** The captcha sign for `username`'s Admin login (`POST /api/login` with provider admins and `sign`). */
export async function adminSign(baseUrl, { username, password }) {
  const challenge = await post(baseUrl, {});
  if (!challenge?.data?.key) throw new Error(`no slider challenge: ${JSON.stringify(challenge).slice(0, 200)}`);
  const answer = await post(baseUrl, { username, password, key: challenge.data.key, step: String(challenge.data.x) });
  if (typeof answer?.data !== 'string')
    throw new Error(`the slider answer got no sign: ${JSON.stringify(answer).slice(0, 200)}`);
  return answer.data;
}
