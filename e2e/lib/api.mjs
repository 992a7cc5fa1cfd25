// The API as the journeys call it beside the browser (setup, checks against the server): the clients' encoding,
// a form body and a bearer token, answering the parsed envelope.

/**
 * Calls `/api{path}` on the journey's server.
 * @param {string} baseUrl
 * @param {string} method
 * @param {string} path
 * @param {{ body?: Record<string, string>, token?: string, query?: Record<string, string> }} [opts]
 */
export async function api(baseUrl, method, path, { body, token, query } = {}) {
  const qs = query ? `?${new URLSearchParams(query)}` : '';
  const res = await fetch(`${baseUrl}/api${path}${qs}`, {
    method,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? new URLSearchParams(body).toString() : undefined,
  });
  return res.json();
}
