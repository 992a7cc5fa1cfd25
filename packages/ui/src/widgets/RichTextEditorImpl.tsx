// The lazy chunk of RichTextEditor: wangEditor-next and its CSS load only when an editor is rendered.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import '@wangeditor-next/editor/dist/css/style.css';
import {
  createEditor,
  createToolbar,
  i18nChangeLanguage,
  type IDomEditor,
  type IEditorConfig,
  type IToolbarConfig,
  type SlateDescendant,
} from '@wangeditor-next/editor';
import { useTranslation } from 'react-i18next';
import { upload } from '@shop/api/upload';
import { joinRichText } from '@shop/contract/rich-text';
import { sanitizeRichHtml } from '@shop/contract/rich-text-dom';
import type { RichTextEditorProps } from './RichTextEditor.tsx';
import {
  checkEditorImages,
  EDITOR_UPLOAD,
  editorHeights,
  editorInitialContent,
  editorLanguage,
  TOOLBAR_EXCLUDE_KEYS,
  withTimeout,
  type ImageRejection,
} from './rich-text.ts';
import { observeEditorAria } from './editor-aria.ts';

type InsertFn = (src: string, alt?: string, href?: string) => void | Promise<void>;

const REJECTION_KEYS = {
  type: 'fields.editorImageType',
  size: 'fields.editorImageSize',
  count: 'fields.editorImageCount',
} as const satisfies Record<ImageRejection, string>;

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** Editor content restored from a stored value, both halves cleaned (see `editorInitialContent`). */
function initialContent(value: string): { content?: SlateDescendant[]; html?: string } {
  const { content, html } = editorInitialContent(value);
  // The cleaned tree holds only wangEditor's own node types and attributes.
  return content ? { content: content as unknown as SlateDescendant[] } : { html: html ?? '' };
}

export default function RichTextEditorImpl({
  value = '',
  onChange,
  height,
  uploadName,
  area,
  disabled,
  label = '',
  // Direct, not RTK Query: a multipart file upload with the area's token (the one call outside it).
  uploader = upload,
}: RichTextEditorProps) {
  const { t, i18n } = useTranslation();
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  // `source` is the value the editor was built from. A new incoming value that is not what the editor itself
  // emitted (a record loaded after mount, a reset) rebuilds the editor from it (derived state, no effect).
  const [lastEmitted, setLastEmitted] = useState(value);
  const [source, setSource] = useState(() => ({ value, initial: initialContent(value) }));
  if (value !== source.value) {
    setSource({ value, initial: value === lastEmitted ? source.initial : initialContent(value) });
  }
  const { initial } = source;
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
        const answer = await withTimeout(
          send(file, { name: name ?? EDITOR_UPLOAD.name, ...(where ? { area: where } : {}) }),
        );
        if (Number(answer.code) === 200 && answer.data) await insert(answer.data, file.name, answer.data);
        else Message.error(answer.msg || tr('fields.uploadFailed'));
      } catch (error) {
        Message.error(
          tr(error instanceof Error && error.message === 'timeout' ? 'fields.uploadTimeout' : 'fields.uploadFailed'),
        );
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
      // It sits in forms: taking the focus on creation would steal it from the field being typed in.
      autoFocus: false,
      // Pasted HTML goes through the same rules as stored values (wangEditor would turn a pasted <iframe> into a
      // video node it draws as raw HTML). Plain text and files keep wangEditor's own handling.
      customPaste: (pasteInto: IDomEditor, event: ClipboardEvent) => {
        const html = event.clipboardData?.getData('text/html') ?? '';
        if (!html) return true;
        event.preventDefault();
        pasteInto.dangerouslyInsertHtml(sanitizeRichHtml(html));
        return false;
      },
      MENU_CONF: {
        uploadImage: {
          ...EDITOR_UPLOAD,
          allowedFileTypes: [...EDITOR_UPLOAD.allowedFileTypes],
          // Pasted or dropped pictures: wangEditor has already inlined those under base64LimitSize.
          customUpload: (file: File, insert: InsertFn) => void handle([file], insert),
          // The toolbar button: our own picker so the 10-file limit applies to the whole batch.
          customBrowseAndUpload: (insert: InsertFn) => {
            // In the document (hidden) so the picker can be driven in tests; one at a time, gone once used.
            for (const stale of document.querySelectorAll('input[data-editor-upload]')) stale.remove();
            const input = document.createElement('input');
            input.type = 'file';
            input.accept = 'image/*';
            input.multiple = true;
            input.hidden = true;
            input.dataset.editorUpload = '';
            input.onchange = () => {
              void handle(Array.from(input.files ?? []), insert);
              input.remove();
            };
            input.addEventListener('cancel', () => input.remove());
            document.body.appendChild(input);
            input.click();
          },
        },
      },
    };
    // Rebuilt per language so the placeholder follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  const toolbarConfig = useMemo<Partial<IToolbarConfig>>(() => ({ excludeKeys: [...TOOLBAR_EXCLUDE_KEYS] }), []);

  // Editor and toolbar are created here, not with @wangeditor-next/editor-for-react: its <Editor> passes
  // `html: ''` to createEditor, which then ignores `content` (the JSON half could never restore the editor),
  // and its <Toolbar> loses the editor when React StrictMode mounts effects twice.
  const host = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current || !bar.current) return;
    // Fresh elements per editor: wangEditor refuses a second editor or toolbar on an element that had one.
    const element = document.createElement('div');
    element.style.height = '100%';
    host.current.appendChild(element);
    const toolbarElement = document.createElement('div');
    bar.current.appendChild(toolbarElement);
    const instance = createEditor({
      selector: element,
      config: {
        ...editorConfig,
        onChange: (changed: IDomEditor) => {
          const next = changed.isEmpty() ? '' : joinRichText(changed.getHtml(), changed.children);
          if (next === emitted.current) return;
          emitted.current = next;
          setLastEmitted(next);
          latest.current.onChange?.(next);
        },
      },
      ...(initial.content ? { content: initial.content } : { html: initial.html ?? '' }),
      mode: 'simple',
    });
    const toolbar = createToolbar({
      editor: instance,
      selector: toolbarElement,
      config: toolbarConfig,
      mode: 'simple',
    });
    const groupTitles = new Map<string, string>();
    for (const item of toolbar.getConfig().toolbarKeys ?? []) {
      if (typeof item === 'object' && item.title) groupTitles.set(item.key, item.title);
    }
    const stopAria = frame.current ? observeEditorAria(frame.current, label, groupTitles) : undefined;
    setEditor(instance);
    return () => {
      stopAria?.();
      setEditor(null);
      // wangEditor finishes building the toolbar and the text area in microtasks queued by the two calls above;
      // destroyed before those ran (rebuilt in the same task, e.g. a record at hand at once), they throw "Can not
      // get editor instance". Queued now, the teardown runs after them. The editor's destroy takes its toolbar.
      queueMicrotask(() => {
        instance.destroy();
        toolbarElement.remove();
        element.remove();
      });
    };
  }, [editorConfig, toolbarConfig, initial, label]);

  useEffect(() => {
    if (!editor) return;
    if (disabled) editor.disable();
    else editor.enable();
  }, [editor, disabled]);

  return (
    <div
      ref={frame}
      data-testid="rich-text-editor"
      style={{
        height: outer,
        border: '1px solid var(--color-border-2, #e5e6eb)',
        borderRadius: 4,
        overflow: 'hidden',
        zIndex: 0,
        // wangEditor's placeholder grey (#d4d4d4) measured 1.5:1 on white: the shared secondary-text grey instead.
        ['--w-e-textarea-slight-color' as string]: 'var(--color-text-3)',
      }}
    >
      <div ref={bar} style={{ borderBottom: '1px solid var(--color-border-2, #e5e6eb)' }} />
      <div ref={host} style={{ height: body, overflowY: 'hidden' }} />
    </div>
  );
}
