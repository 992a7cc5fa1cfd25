// The lazy chunk of RichTextEditor: wangEditor-next and its CSS load only when an editor is rendered.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@wangeditor-next/editor/dist/css/style.css';
import { i18nChangeLanguage, type IDomEditor, type IEditorConfig, type IToolbarConfig, type SlateDescendant } from '@wangeditor-next/editor';
import { Editor, Toolbar } from '@wangeditor-next/editor-for-react';
import { useTranslation } from 'react-i18next';
import { upload } from '@shop/api/upload';
import { joinRichText, splitRichText } from '@shop/contract/rich-text';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import { checkEditorImages, EDITOR_UPLOAD, editorHeights, editorLanguage, TOOLBAR_EXCLUDE_KEYS, withTimeout, type ImageRejection } from './rich-text.ts';

type InsertFn = (src: string, alt?: string, href?: string) => void | Promise<void>;

const REJECTION_KEYS = {
  type: 'fields.editorImageType',
  size: 'fields.editorImageSize',
  count: 'fields.editorImageCount',
} as const satisfies Record<ImageRejection, string>;

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** Editor content restored from a stored value: the JSON half when it is a node list, else the HTML half. */
function initialContent(value: string): { content?: SlateDescendant[]; html?: string } {
  const { html, json } = splitRichText(value);
  if (Array.isArray(json) && json.length > 0) return { content: json as SlateDescendant[] };
  return { html };
}

export default function RichTextEditorImpl({ value = '', onChange, height, uploadName, area, disabled, uploader = upload }: RichTextEditorProps) {
  const { t, i18n } = useTranslation();
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  // `source` is the value the editor was built from. A new incoming value that is not what the editor itself
  // emitted (a record loaded after mount, a reset) rebuilds the editor from it (derived state, no effect).
  const [lastEmitted, setLastEmitted] = useState(value);
  const [source, setSource] = useState({ value, generation: 0 });
  if (value !== source.value) {
    setSource({ value, generation: value === lastEmitted ? source.generation : source.generation + 1 });
  }
  const initial = useMemo(() => initialContent(source.value), [source]);
  const emitted = useRef(value);

  const { outer, body } = editorHeights(height);
  const language = editorLanguage(i18n.language);

  const latest = useRef({ onChange, uploader, uploadName, area, t });
  latest.current = { onChange, uploader, uploadName, area, t };

  const editorConfig = useMemo<Partial<IEditorConfig>>(() => {
    // wangEditor's menus read a global language; set it before the editor below is (re)created.
    i18nChangeLanguage(language);
    const refuse = (reason: ImageRejection) => Message.error(latest.current.t(REJECTION_KEYS[reason]));
    const send = async (file: File, insert: InsertFn) => {
      const { uploader: send, uploadName: name, area: where, t: tr } = latest.current;
      try {
        const answer = await withTimeout(send(file, { name: name ?? EDITOR_UPLOAD.name, ...(where ? { area: where } : {}) }));
        if (Number(answer.code) === 200 && answer.data) await insert(answer.data, file.name, answer.data);
        else Message.error(answer.msg || tr('fields.uploadFailed'));
      } catch (error) {
        Message.error(tr(error instanceof Error && error.message === 'timeout' ? 'fields.uploadTimeout' : 'fields.uploadFailed'));
      }
    };
    const handle = async (files: File[], insert: InsertFn) => {
      const checked = checkEditorImages(files);
      for (const { reason } of checked.rejected) refuse(reason);
      for (const file of checked.inline) await insert(await readDataUrl(file), file.name, '');
      for (const file of checked.upload) await send(file, insert);
    };
    return {
      placeholder: t('fields.editorPlaceholder'),
      MENU_CONF: {
        uploadImage: {
          ...EDITOR_UPLOAD,
          allowedFileTypes: [...EDITOR_UPLOAD.allowedFileTypes],
          // Pasted or dropped pictures: wangEditor has already inlined those under base64LimitSize.
          customUpload: (file: File, insert: InsertFn) => void handle([file], insert),
          // The toolbar button: our own picker so the 10-file limit applies to the whole batch.
          customBrowseAndUpload: (insert: InsertFn) => {
            const input = document.createElement('input');
            input.type = 'file';
            input.accept = 'image/*';
            input.multiple = true;
            input.onchange = () => void handle(Array.from(input.files ?? []), insert);
            input.click();
          },
        },
      },
    };
    // Rebuilt per language so the placeholder follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  const toolbarConfig = useMemo<Partial<IToolbarConfig>>(() => ({ excludeKeys: [...TOOLBAR_EXCLUDE_KEYS] }), []);

  useEffect(() => {
    if (!editor) return;
    if (disabled) editor.disable();
    else editor.enable();
  }, [editor, disabled]);

  useEffect(
    () => () => {
      editor?.destroy();
    },
    [editor],
  );

  return (
    <div
      data-testid="rich-text-editor"
      style={{ height: outer, border: '1px solid var(--color-border-2, #e5e6eb)', borderRadius: 4, overflow: 'hidden', zIndex: 0 }}
    >
      <Toolbar editor={editor} defaultConfig={toolbarConfig} mode="simple" style={{ borderBottom: '1px solid var(--color-border-2, #e5e6eb)' }} />
      <Editor
        key={`${source.generation}-${language}`}
        defaultConfig={editorConfig}
        defaultContent={initial.content}
        defaultHtml={initial.content ? undefined : initial.html}
        onCreated={setEditor}
        onChange={(instance) => {
          const next = instance.isEmpty() ? '' : joinRichText(instance.getHtml(), instance.children);
          if (next === emitted.current) return;
          emitted.current = next;
          setLastEmitted(next);
          latest.current.onChange?.(next);
        }}
        mode="simple"
        style={{ height: body, overflowY: 'hidden' }}
      />
    </div>
  );
}
