import { lazy, Suspense } from 'react';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { Area, UploadOptions } from '@shop/api';
import type { Envelope } from '@shop/contract/envelope';
import { editorHeights } from './rich-text.ts';

export interface RichTextEditorProps {
  /** `HTML##qingwuit##JSON` as stored (a plain HTML string is accepted too); '' when empty. */
  value?: string;
  /** Receives `HTML##qingwuit##<editor JSON>`, or '' when the editor is emptied. */
  onChange?: (value: string) => void;
  /** Outer height in px (default 385; the editable body is 85 px less: 300). */
  height?: number;
  /** Upload folder of inserted pictures (default 'editor'). */
  uploadName?: string;
  area?: Area;
  disabled?: boolean;
  /** The field's name, read out for the editable area (it has no <label>). */
  label?: string;
  /** Replaces `@shop/api`'s `upload()` (stories, tests). */
  uploader?: (file: Blob, options: UploadOptions) => Promise<Envelope<string>>;
}

// wangEditor-next (~200 KB gzipped) and its CSS sit in this chunk, fetched the first time an editor renders.
const Impl = lazy(() => import('./RichTextEditorImpl.tsx'));

/**
 * Rich-text editor on wangEditor-next 5 (simple toolbar, picture upload through `upload()` only: images,
 * 10 MB, 10 files, base64 up to 5 KB, 5 s). The value keeps the HTML for display and the editor JSON to
 * restore the editor, joined by `##qingwuit##` (`@shop/contract` `joinRichText`/`splitRichText`).
 *
 * @example <RichTextEditor value={article.content} onChange={(v) => set('content', v)} />
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { outer } = editorHeights(props.height);
  return (
    <Suspense
      fallback={
        <div style={{ height: outer, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin />
        </div>
      }
    >
      <Impl {...props} />
    </Suspense>
  );
}
