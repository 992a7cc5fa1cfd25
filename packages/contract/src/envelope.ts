import { z } from 'zod';

/** Every API answer: `{code, msg, data}`. 200 = success; `data` is `[]` rather than null when empty. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });
export type Envelope<T> = { code: number; msg: string; data: T };

/** Envelope codes the clients act on (docs/envelope.md). */
export const CODE = {
  ok: 200,
  loginExpired: 401,
  noPermission: 402,
  forbidden: 403,
  quietData: 405,
  invalid: 422,
  tooFrequent: 429,
  error: 500,
} as const;
