import { useEffect, useState, useSyncExternalStore } from 'react';
import { Message } from '@arco-design/web-react';
import { AREAS, type Area } from '@shop/api/areas';
import { authApi } from '@shop/api/auth';
import { useAppDispatch } from '@shop/api/hooks';
import { SignInChallengeGate, type ChallengeView } from '@shop/api/sign-in-challenge';

/**
 * The sign-in challenge of the area's login page: the gate that wraps each login (`gate.run`) and the challenge
 * to show in `<ChallengeWidget>` (null while none is asked). The Admin asks one from the start, so the page
 * fetches it on opening and the widget solves it while the admin types; unless the server says the captcha is off.
 *
 * @example const { gate, view } = useSignInChallenge('admin');
 */
export function useSignInChallenge(area: Area): { gate: SignInChallengeGate; view: ChallengeView | null } {
  const dispatch = useAppDispatch();
  const provider = AREAS[area].provider;
  const [gate] = useState(
    () =>
      new SignInChallengeGate(
        (username) =>
          dispatch(authApi.endpoints.signInChallenge.initiate({ provider, username }, { track: false })).unwrap(),
        { always: area === 'admin' },
      ),
  );
  useEffect(() => {
    if (area === 'admin') void gate.load('').catch(() => undefined);
  }, [area, gate]);
  const view = useSyncExternalStore(gate.subscribe, gate.view, gate.view);
  return { gate, view };
}

/**
 * One login through the page's challenge gate (see `SignInChallengeGate.run`). A widget that could not finish
 * (no secure context, a worker that failed) says so in a toast; the server's refusals were shown by the http
 * interceptor already.
 *
 * @example onSubmit={(c) => signInWithChallenge(gate, c.username, (sign) => signIn({ ...c, sign }))}
 */
export async function signInWithChallenge<T>(
  gate: SignInChallengeGate,
  username: string,
  attempt: (sign: string | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await gate.run(username, attempt);
  } catch (error) {
    if (error instanceof Error) Message.error(error.message);
    throw error;
  }
}
