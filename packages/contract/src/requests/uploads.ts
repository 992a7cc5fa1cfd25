import { z } from 'zod';
import { raw } from '../input.ts';

/**
 * `POST /api/{,Admin/,Seller/}uploads` (multipart/form-data; the text fields may also come in the query). Each
 * field is judged by the route as sent: a malformed one is refused with HTTP 400 before a byte is stored.
 */
export const uploadRequestSchema = z.object({
  file: raw(z.string()).describe('Required. The file part (several file[] parts with option.many)'),
  name: raw(z.string()).describe('target folder: a-z, 0-9 and _, at most 30 (myfiles when empty)'),
  option: raw(z.string()).describe('JSON text {width, height, thumb: [[width, height]], many}; sides 1 to 4096'),
  uploadType: raw(z.enum(['uploadPic', 'uploadFile'])).describe(
    'Admin: uploadFile stores a certificate, spreadsheet or app package instead of a picture',
  ),
  dir_id: raw(z.union([z.string(), z.number()])).describe('Seller: the image space folder (0, the root, when empty)'),
});

/** The answer: the stored file URL, or the list of them with `option.many`. */
export const uploadAnswerSchema = z.union([z.string(), z.array(z.string())]);
