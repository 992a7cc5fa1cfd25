import { CHALLENGE_REQUIRED, type SignInChallenge } from '@shop/contract/sign-in-challenge';

/** The challenge a login page shows (its widget solves it), or null when none is asked. */
export interface ChallengeView {
  challenge: SignInChallenge['challenge'];
  /** Changes with every new challenge, so the widget knows to start over. */
  serial: number;
}

/** True for the login's answer "solve a (new) challenge first" (envelope code 428). */
export function isChallengeAnswer(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { status?: unknown; step?: unknown };
  return e.status === CHALLENGE_REQUIRED || e.step === 'challenge';
}

/** How long a submit waits for the widget before giving up (a stuck worker must not hold the form forever). */
const SOLVE_TIMEOUT_MS = 120_000;

/**
 * The proof-of-work challenge of one login page. The Admin's is asked from the start (unless the server says the
 * captcha is off); the Seller's and the storefront's only once a login answered 428. The page shows `view()` in
 * the widget, which reports its solution with `solved`; `run` wraps a login: it waits for the solution when one
 * is asked, sends it, and on a 428 loads a challenge at the work the server now wants and tries again. A solution
 * is good for one login, so after each try a fresh challenge is loaded (and solved) in the background.
 *
 * @example const gate = new SignInChallengeGate((username) => fetchChallenge(username), { always: true });
 *          await gate.run(username, (sign) => login({ username, password, sign }));
 */
export class SignInChallengeGate {
  private needed: boolean;
  private current: { username: string; work: number; view: ChallengeView } | null = null;
  private payload: string | null = null;
  private serial = 0;
  private waiters: { resolve: (payload: string) => void; reject: (err: Error) => void }[] = [];
  private listeners = new Set<() => void>();
  private loading: Promise<void> | null = null;

  constructor(
    private readonly fetchChallenge: (username: string) => Promise<SignInChallenge>,
    { always }: { always: boolean },
  ) {
    this.needed = always;
  }

  /** The widget's challenge, or null (stable between changes, for useSyncExternalStore). */
  view = (): ChallengeView | null => this.current?.view ?? null;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    for (const l of [...this.listeners]) l();
  }

  /**
   * Asks the server for a challenge for `username`'s next login and whether it will be asked at all. A solution
   * already in hand is kept when the new challenge is not worth more (the Admin page solves one on opening).
   */
  load(username: string): Promise<void> {
    const run = (async () => {
      const answer = await this.fetchChallenge(username);
      this.needed = answer.required;
      if (!answer.required) {
        this.current = null;
        this.payload = null;
      } else if (!(this.payload && this.current && this.current.work >= answer.work)) {
        this.payload = null;
        this.current = { username, work: answer.work, view: { challenge: answer.challenge, serial: ++this.serial } };
      } else {
        this.current = { ...this.current, username };
      }
      this.emit();
    })();
    this.loading = run.finally(() => {
      if (this.loading === run) this.loading = null;
    });
    return run;
  }

  /** The widget solved the challenge it was given (`serial`); a late answer for an older one is ignored. */
  solved(serial: number, payload: string): void {
    if (this.current?.view.serial !== serial) return;
    this.payload = payload;
    const waiters = this.waiters.splice(0);
    for (const w of waiters) w.resolve(payload);
  }

  /** The widget gave up (an error it shows itself): a waiting submit stops, the user may try again. */
  failed(serial: number, message: string): void {
    if (this.current?.view.serial !== serial) return;
    const waiters = this.waiters.splice(0);
    for (const w of waiters) w.reject(new Error(message));
  }

  /** The widget's challenge expired unused: a fresh one replaces it (the widget solves it again). */
  expired(serial: number): void {
    if (this.current?.view.serial !== serial) return;
    this.payload = null;
    const { username } = this.current;
    this.current = null;
    void this.load(username).catch(() => undefined);
  }

  /** The `sign` for a login of `username`: undefined when no challenge is asked, else the solved payload. */
  async signFor(username: string): Promise<string | undefined> {
    if (this.loading) await this.loading;
    if (!this.needed) return undefined;
    if (!this.current || this.current.username !== username || !this.payload) {
      if (!this.current || this.current.username !== username) await this.load(username);
      if (!this.needed) return undefined;
    }
    if (this.payload) return this.payload;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('challenge timeout')), SOLVE_TIMEOUT_MS);
      this.waiters.push({
        resolve: (p) => (clearTimeout(timer), resolve(p)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
    });
  }

  /**
   * One login with whatever challenge it needs: at most two further tries, each after a 428 (the first time a
   * challenge is asked, or when the failures since made it dearer). Rejects as `attempt` does otherwise.
   */
  async run<T>(username: string, attempt: (sign: string | undefined) => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries += 1) {
      const sign = await this.signFor(username);
      try {
        const result = await attempt(sign);
        if (sign) this.spend();
        return result;
      } catch (error) {
        if (sign) this.spend();
        if (!isChallengeAnswer(error) || tries >= 2) {
          // Whatever went wrong, the next try finds a fresh challenge ready when one is asked.
          if (this.needed) void this.load(username).catch(() => undefined);
          throw error;
        }
        this.needed = true;
        await this.load(username);
      }
    }
  }

  /** A solution goes with one login: drop it; the next `signFor` waits for the widget's next one. */
  private spend() {
    this.payload = null;
    if (this.current) this.current = { ...this.current, username: '' };
  }
}
