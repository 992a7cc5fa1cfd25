/**
 * Status-tag colours: fixed colours for the yes/no-like values through a typed
 * map, a colour chosen by a hash of the text for everything else.
 */

/** The four tones of the original (Element's default/success/warning/danger) as Arco tag colours. */
export const TAG_PALETTE = ['arcoblue', 'green', 'orange', 'red'] as const;
export type TagColor = (typeof TAG_PALETTE)[number];

export type StatusTone = 'success' | 'failure';

/** Tone → colour; one place to restyle. */
export const STATUS_COLORS = { success: 'green', failure: 'red' } as const satisfies Record<StatusTone, TagColor>;

/**
 * Values with a fixed tone, keyed by their text: 1 / 'Yes' / 'success' (and '1', true, 成功) are green;
 * 0 / 'No' / 'failure' (and '0', false, 失败) red. Keys compare case-insensitively ('yes', 'YES').
 */
export const STATUS_TONES = {
  '1': 'success',
  true: 'success',
  yes: 'success',
  success: 'success',
  成功: 'success',
  是: 'success',
  '0': 'failure',
  false: 'failure',
  no: 'failure',
  failure: 'failure',
  失败: 'failure',
  否: 'failure',
} as const satisfies Record<string, StatusTone>;

export type TagValue = string | number | boolean;

/** The fixed tone of a value, if it has one. */
export function statusTone(value: TagValue): StatusTone | undefined {
  const key = String(value).trim().toLowerCase();
  return Object.hasOwn(STATUS_TONES, key) ? STATUS_TONES[key as keyof typeof STATUS_TONES] : undefined;
}

/** A small deterministic string hash (djb2), so one text always gets the same colour. */
export function hashText(text: string): number {
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) >>> 0;
  return hash;
}

/** The colour chosen by the value's hash. */
export function hashColor(value: TagValue): TagColor {
  return TAG_PALETTE[hashText(String(value)) % TAG_PALETTE.length]!;
}

/**
 * A tag's colour: the fixed tone when the value has one (unless `fixedTones` is false), else the hash colour.
 *
 * @example tagColor(1) // 'green'
 * @example tagColor('失败') // 'red'
 * @example tagColor('Shipped') // always the same of the four palette colours
 */
export function tagColor(value: TagValue, fixedTones = true): TagColor {
  const tone = fixedTones ? statusTone(value) : undefined;
  return tone ? STATUS_COLORS[tone] : hashColor(value);
}
