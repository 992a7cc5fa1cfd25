import { z } from 'zod';
import { flag, integer, raw, text, textList } from '../input.ts';

/** `GET /api/app_versions`: the newest release of a device. */
export const appVersionRequestSchema = z.object({
  device: text().describe('android (default) or ios'),
});

/** `GET /api/load_areas`: the cached area tree, or one level for a lazy cascader. */
export const areaTreeRequestSchema = z.object({
  isLazy: flag().describe('one level only: the children of pid'),
  pid: text().describe('with isLazy: the parent area code (0, the provinces, when empty)'),
  type: text().describe('getAreaChildren (default) or getChildren: nested; getTree: flat'),
  deep: integer(-1).describe('levels kept, up to 10 (all when absent)'),
});

/** `POST /api/Admin/sms/send`: a test code. */
export const smsTestRequestSchema = z.object({
  phone: text().describe('Required. A mainland mobile number'),
  name: text().describe('the template purpose (register when empty)'),
});

/** `GET /api/Admin/configs`: one setting, several, or one group of a JSON setting. */
export const configReadRequestSchema = z.object({
  name: raw(z.union([z.string(), z.array(z.string())])).describe(
    'Required. A setting name (answers its value), or a list of them (answers name → value)',
  ),
  many: flag().describe('with one name: answer only its group many_name'),
  many_name: text().describe('the group of a JSON setting'),
});

/**
 * `PUT /api/Admin/configs/update`: every other key names a setting and carries its value (text, or an object for a
 * JSON setting, merged into it). Unknown names are ignored.
 */
export const configUpdateRequestSchema = z
  .object({
    is_custom: textList().optional().describe('when sent, only these names are written'),
    many: flag().describe('each JSON setting value is one group, merged under many_name'),
    many_name: text().describe('with many: the group, letters, digits and _'),
  })
  .catchall(raw(z.union([z.string(), z.number(), z.boolean(), z.record(z.string(), z.unknown())])));
