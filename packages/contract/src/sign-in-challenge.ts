// No zod here (nor any import): the clients' entry scripts import this file.

/**
 * POST /api/captcha: an ALTCHA proof-of-work challenge for the next sign-in of a username from this address, at the
 * work that sign-in will ask for. `required` says whether it will ask (always for the Admin unless ADMIN_CAPTCHA is
 * off; for the others after a few failures from the address). The solved payload travels as the login's `sign`.
 */
export interface SignInChallenge {
  required: boolean;
  /** Hashes the challenge is worth: grows with the failures of the account and the address. */
  work: number;
  /** Seconds the challenge can be solved and used, once. */
  expires_in: number;
  /** The widget's `challenge` (altcha-lib v2): signed parameters. */
  challenge: { parameters: ChallengeParameters; signature?: string };
}

/** altcha-lib v2's challenge parameters, as signed by the server (the widget reads them as they are). */
export interface ChallengeParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength: number;
  keyPrefix: string;
  keySignature?: string;
  memoryCost?: number;
  parallelism?: number;
  expiresAt?: number;
  data?: Record<string, string | number | boolean | null>;
}

/** The login's answer code when a (new) challenge must be solved first; `data` is `{challenge: true, work}`. */
export const CHALLENGE_REQUIRED = 428;
