/**
 * The rich-text editor's rules as plain data and functions (no wangEditor import), so they are unit-tested
 * and the editor chunk stays the only place that loads the editor itself.
 */
import { INLINE_IMAGE_TYPES, type EditorNode } from '@shop/contract/rich-text-policy';
import { richTextForEditor } from '@shop/contract/rich-text-dom';

/** Editor uploads: images only, at most 10 MB each, at most 10 files, base64 up to 5 KB, 5 s. */
export const EDITOR_UPLOAD = {
  maxFileSize: 10 * 1024 * 1024,
  maxNumberOfFiles: 10,
  allowedFileTypes: ['image/*'],
  base64LimitSize: 5 * 1024,
  timeout: 5000,
  /** Storage folder of editor pictures. */
  name: 'editor',
} as const;

/** 385 px in all, 300 px of editable body (the toolbar takes the rest). */
export const EDITOR_HEIGHT = 385;
export const EDITOR_BODY_HEIGHT = 300;

/** Outer and body heights for a requested outer height (the toolbar keeps its 85 px). */
export function editorHeights(height: number = EDITOR_HEIGHT): { outer: number; body: number } {
  const outer = Math.max(height, 120);
  return { outer, body: outer - (EDITOR_HEIGHT - EDITOR_BODY_HEIGHT) };
}

/** The "simple" toolbar without video (the only upload is pictures) and without full screen (it sits in dialogs). */
export const TOOLBAR_EXCLUDE_KEYS = ['group-video', 'insertVideo', 'uploadVideo', 'fullScreen'] as const;

export type ImageRejection = 'type' | 'size' | 'count';

export interface ImageCheck<F> {
  /** Files to inline as base64 (≤ 5 KB). */
  inline: F[];
  /** Files to send through `upload()`. */
  upload: F[];
  rejected: { file: F; reason: ImageRejection }[];
}

/**
 * Sorts a batch of picked or pasted files by the editor's rules: non-images and files over 10 MB are
 * refused, files beyond the 10th are refused, small PNG/JPEG/GIF/WebP pictures are inlined, the rest are uploaded.
 *
 * @example checkEditorImages([png4kb, jpg2mb, pdf]) // { inline: [png4kb], upload: [jpg2mb], rejected: [{ file: pdf, reason: 'type' }] }
 */
export function checkEditorImages<F extends { type: string; size: number }>(files: readonly F[]): ImageCheck<F> {
  const result: ImageCheck<F> = { inline: [], upload: [], rejected: [] };
  files.forEach((file, index) => {
    if (index >= EDITOR_UPLOAD.maxNumberOfFiles) result.rejected.push({ file, reason: 'count' });
    else if (!file.type.startsWith('image/')) result.rejected.push({ file, reason: 'type' });
    else if (file.size > EDITOR_UPLOAD.maxFileSize) result.rejected.push({ file, reason: 'size' });
    // Only raster pictures are inlined: the stored value keeps no other `data:` source.
    else if (
      file.size <= EDITOR_UPLOAD.base64LimitSize &&
      (INLINE_IMAGE_TYPES as readonly string[]).includes(file.type)
    )
      result.inline.push(file);
    else result.upload.push(file);
  });
  return result;
}

/** Rejects with `timeout` after `ms` unless the promise settles first (uploads must answer within 5 s). */
export function withTimeout<T>(promise: Promise<T>, ms: number = EDITOR_UPLOAD.timeout): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
  });
}

/** wangEditor's language code for ours. */
export function editorLanguage(language: string): 'en' | 'zh-CN' {
  return language === 'en' ? 'en' : 'zh-CN';
}

/**
 * What an editor is built from for a stored value, both halves cleaned by the shared rich-text rules: the node
 * tree when anything of it remains, else the HTML. A value stored before those rules (or forged) thus never
 * reaches the editor's renderer as it was.
 *
 * @example editorInitialContent('<p>x</p>##qingwuit##[{"type":"video","src":"<iframe ...>"}]') // { html: '<p>x</p>' }
 */
export function editorInitialContent(value: string): { content?: EditorNode[]; html?: string } {
  const { nodes, html } = richTextForEditor(value);
  return nodes.length > 0 ? { content: nodes } : { html };
}
