import { AREAS, areaOf, type Area } from './areas.ts';
import { httpHooks, requestEnvelope, type Envelope } from './http.ts';
import { getToken } from './storage.ts';

export interface UploadOptions {
  /** Storage sub-folder, e.g. 'avatar', 'goods', 'editor'. */
  name: string;
  /** Resize and thumbnail instructions, sent as a JSON string, e.g. `{ width: 150, height: 150 }`. */
  option?: Record<string, unknown>;
  /** Admin only: 'uploadFile' for non-image files. */
  uploadType?: 'uploadPic' | 'uploadFile';
  /** Seller file space folder. */
  dirId?: number;
  /** Area whose `uploads` endpoint and token to use; defaults to the current page's area. */
  area?: Area;
}

/** The upload endpoint of an area: `/{Admin/|Seller/|}uploads` under `/api`. */
export function uploadPath(area: Area): string {
  return `/${AREAS[area].apiPrefix}uploads`;
}

/**
 * POSTs one file as multipart form data with the area's Authorization header.
 * Resolves the envelope; code 200 means success and `data` is the file address. Non-200 codes are
 * already shown as an error toast by the interceptor.
 *
 * @example const res = await upload(file, { name: 'avatar', option: { width: 150, height: 150 } });
 */
export async function upload(file: Blob, options: UploadOptions): Promise<Envelope<string>> {
  const area = options.area ?? areaOf(undefined, httpHooks().pagePath());
  const form = new FormData();
  form.append('file', file);
  form.append('name', options.name);
  form.append('option', JSON.stringify(options.option ?? {}));
  if (options.uploadType) form.append('uploadType', options.uploadType);
  if (options.dirId !== undefined) form.append('dir_id', String(options.dirId));

  const token = getToken(area);
  // Direct, not RTK Query: a multipart body (FormData) the serialisable RTK Query cache has no use for.
  const result = await requestEnvelope<string>({
    url: uploadPath(area),
    method: 'POST',
    data: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (result.ok) return { code: 200, msg: 'ok', data: result.data };
  return { code: result.code ?? 500, msg: result.msg, data: '' };
}
