/**
 * The image space's rules, apart from the view: folders, the upload request, selection and the
 * address a copied link carries.
 */
import type { UploadOptions } from '@shop/api/upload';
import { menuApis } from '@shop/contract/resource';
import { fileSpaceDirs, fileSpaces } from '@shop/contract/resources/stores';
import { asText } from '@shop/ui/fields/values';

/** Folders and pictures of the Seller image space (`/Seller/file_space_dirs`, `/Seller/file_spaces`). */
export const DIRS_PATH = menuApis(fileSpaceDirs);
export const SPACES_PATH = menuApis(fileSpaces);

/** The temporary folder: pictures uploaded without a folder (dir_id 0); it cannot be renamed or deleted. */
export const ROOT_DIR = 0;

/** The folder name column's width (file_space_dirs.name). */
export const DIR_NAME_MAX = 30;

/** Goods pictures are 800x800 with the thumbnails the goods pages show. */
export const SPACE_UPLOAD_OPTION = {
  width: 800,
  height: 800,
  thumb: [
    [400, 400],
    [300, 300],
    [150, 150],
  ],
} as const;

/** What uploading one picture into a folder sends (`POST /Seller/uploads`, name `spaces`, `dir_id`). */
export function spaceUpload(dirId: number): UploadOptions {
  return {
    name: 'spaces',
    option: {
      width: SPACE_UPLOAD_OPTION.width,
      height: SPACE_UPLOAD_OPTION.height,
      thumb: SPACE_UPLOAD_OPTION.thumb.map((size) => [...size]),
    },
    dirId,
    area: 'seller',
  };
}

/** A folder as the list answers it. */
export interface SpaceDir {
  id: number;
  name: string;
}

/** The folders of an answer (`isAll=true` gives an array), valid rows only. */
export function readDirs(answer: unknown): SpaceDir[] {
  const rows = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? (answer as { data?: unknown }).data
      : [];
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (!row || typeof row !== 'object') return [];
    const { id, name } = row as { id?: unknown; name?: unknown };
    return Number(id) > 0 ? [{ id: Number(id), name: asText(name) }] : [];
  });
}

/**
 * The address a copied link carries: absolute, so it can be pasted anywhere; already absolute addresses
 * (an object store) stay as they are.
 *
 * @example absoluteUrl('/uploads/spaces/a.png', 'http://shop.test') // 'http://shop.test/uploads/spaces/a.png'
 */
export function absoluteUrl(url: string, origin: string): string {
  if (/^[a-z][a-z\d+\-.]*:\/\//i.test(url) || url.startsWith('//')) return url;
  return `${origin.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Adds or removes one id from a selection, keeping its order. */
export function toggleId(selection: readonly number[], id: number, on: boolean): number[] {
  const rest = selection.filter((item) => item !== id);
  return on ? [...rest, id] : rest;
}
