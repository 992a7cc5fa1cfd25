/**
 * Self-referral: a shopper who registers a second account with their own `inviter_id` would earn commission on
 * their own purchases, paid by the store. A beneficiary who shares with the buyer a phone, a payment account, a
 * shipping address or a network address is taken to be the buyer and earns nothing on that order. What each signal
 * catches and misses is in docs/money.md#referral-commissions.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { addresses, cashes, userChecks, users } from '../../db/schema/index.ts';

/** Digits only, without China's +86 / 0086 prefix: `+86 139-0000-0001` and `13900000001` are one phone. */
export function normalPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.replace(/^(0086|86)(?=1\d{10}$)/, '');
}

/** Letters and digits only, lower case: bank cards and ID numbers written with spaces or dashes are one account. */
export function normalAccount(raw: string): string {
  return raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^0-9a-z]/g, '');
}

/** Area and street without spaces, punctuation or letter case (full-width forms folded): one place, one text. */
export function normalAddress(area: string, street: string): string {
  return `${area}${street}`
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');
}

/**
 * Whether an address can tell one device from another: not loopback, private, link-local, carrier-grade NAT or
 * unknown, which many unrelated people share (a proxy without TRUST_PROXY shows every client as its own address).
 */
export function telling(ip: string): boolean {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/i.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 192 && b === 168)) return false;
    if ((a === 172 && b >= 16 && b <= 31) || (a === 100 && b >= 64 && b <= 127)) return false;
    return true;
  }
  const v6 = ip.toLowerCase();
  if (!v6.includes(':') || v6 === '::' || v6 === '::1') return false;
  return !/^(fc|fd|fe[89ab])/.test(v6);
}

/** The signals of one account, each normalised; empty values never match. */
interface Signals {
  phones: Set<string>;
  accounts: Set<string>;
  places: Set<string>;
  ip: string;
}

async function signalsOf(tx: Tx, ids: number[]): Promise<Map<number, Signals>> {
  const out = new Map<number, Signals>();
  for (const id of ids) out.set(id, { phones: new Set(), accounts: new Set(), places: new Set(), ip: '' });
  const add = (set: Set<string> | undefined, v: string) => v && set?.add(v);
  const people = await tx
    .select({ id: users.id, phone: users.phone, ip: users.ip })
    .from(users)
    .where(inArray(users.id, ids));
  for (const u of people) {
    add(out.get(u.id)?.phones, normalPhone(u.phone));
    out.get(u.id)!.ip = telling(u.ip) ? u.ip : '';
  }
  const book = await tx
    .select({
      user_id: addresses.user_id,
      tel: addresses.receive_tel,
      area: addresses.area_info,
      street: addresses.address,
    })
    .from(addresses)
    .where(and(inArray(addresses.user_id, ids), isNull(addresses.deleted_at)));
  for (const a of book) {
    add(out.get(a.user_id)?.phones, normalPhone(a.tel));
    add(out.get(a.user_id)?.places, normalAddress(a.area, a.street));
  }
  // Payment accounts on record: the real-name record's bank card and ID number, and the cards withdrawn to.
  const checks = await tx
    .select({ user_id: userChecks.user_id, card: userChecks.card_no, bank: userChecks.bank_no })
    .from(userChecks)
    .where(and(inArray(userChecks.user_id, ids), isNull(userChecks.deleted_at)));
  for (const c of checks) {
    add(out.get(c.user_id)?.accounts, normalAccount(c.card));
    add(out.get(c.user_id)?.accounts, normalAccount(c.bank));
  }
  const paidOut = await tx
    .select({ user_id: cashes.user_id, card: cashes.card_no })
    .from(cashes)
    .where(and(inArray(cashes.user_id, ids), isNull(cashes.deleted_at)));
  for (const c of paidOut) add(out.get(c.user_id)?.accounts, normalAccount(c.card));
  return out;
}

const meets = (a: Set<string>, b: Set<string>) => [...a].some((v) => b.has(v));

/** The order's own shipping details, which count as the buyer's. */
export interface OrderContact {
  receive_tel: string;
  receive_area: string;
  receive_address: string;
}

/**
 * The beneficiaries (of `chain`) who share a signal with the buyer of an order: they earn no commission on it.
 * The buyer's signals include the order's own receiver phone and shipping address.
 */
export async function selfReferrals(
  tx: Tx,
  buyerId: number,
  order: OrderContact,
  chain: readonly number[],
): Promise<Set<number>> {
  const blocked = new Set<number>();
  if (!chain.length) return blocked;
  const all = await signalsOf(tx, [buyerId, ...chain]);
  const buyer = all.get(buyerId)!;
  const tel = normalPhone(order.receive_tel);
  if (tel) buyer.phones.add(tel);
  const place = normalAddress(order.receive_area, order.receive_address);
  if (place) buyer.places.add(place);
  for (const id of chain) {
    const s = all.get(id)!;
    if (
      meets(buyer.phones, s.phones) ||
      meets(buyer.accounts, s.accounts) ||
      meets(buyer.places, s.places) ||
      (buyer.ip !== '' && buyer.ip === s.ip)
    )
      blocked.add(id);
  }
  return blocked;
}
