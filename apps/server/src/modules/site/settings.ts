import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { configs } from '../../db/schema/index.ts';

/** Config keys the storefront bootstrap exposes (never the payment, oauth or sms secrets). */
const PUBLIC_KEYS = [
  'web_name',
  'logo',
  'index_name',
  'keyword',
  'description',
  'mobile',
  'email',
  'icp',
  'close_status',
  'amap',
  'close_reason',
] as const;

/** The public site settings by name, JSON ones parsed (`GET /common`'s `common`). */
export async function publicConfigOf(db: Db): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ name: configs.name, content: configs.content, is_type: configs.is_type })
    .from(configs)
    .where(and(inArray(configs.name, [...PUBLIC_KEYS]), isNull(configs.deleted_at)));
  const out: Record<string, unknown> = {};
  for (const r of rows) {
    let value: unknown = r.content ?? '';
    if (r.is_type === 1) {
      try {
        value = JSON.parse(String(r.content ?? '{}'));
      } catch {
        value = {};
      }
    }
    out[r.name] = value;
  }
  return out;
}
