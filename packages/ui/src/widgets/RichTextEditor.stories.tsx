import { useLayoutEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '@shop/i18n';
import { joinRichText, RICH_TEXT_MARKER, splitRichText } from '@shop/contract/rich-text';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';
import RichTextEditorImpl from './RichTextEditorImpl.tsx';

function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <RichTextEditor
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <pre data-testid="value" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value}
      </pre>
    </>
  );
}

const meta = {
  title: 'Widgets/RichTextEditor',
  component: RichTextEditor,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editable = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-slate-editor]')).toBeTruthy(), { timeout: 10000 });
  return canvasElement.querySelector<HTMLElement>('[data-slate-editor]')!;
};

/** Typing emits HTML + '##qingwuit##' + the editor JSON; 385 px in all, 300 px of body. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = await editable(canvasElement);
    await expect(within(canvasElement).getByTestId('rich-text-editor')).toHaveStyle({ height: '385px' });
    await expect(canvasElement.querySelector('.w-e-text-container')).toHaveStyle({ height: '300px' });
    // The simple toolbar, without video.
    await expect(canvasElement.querySelector('[data-menu-key="group-image"]')).toBeTruthy();
    await expect(canvasElement.querySelector('[data-menu-key="group-video"]')).toBeNull();

    await userEvent.click(body);
    await userEvent.keyboard('Hello');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const value = within(canvasElement).getByTestId('value').textContent ?? '';
    await expect(value).toContain(RICH_TEXT_MARKER);
    const { html, json } = splitRichText(value);
    await expect(html).toContain('Hello');
    await expect(Array.isArray(json)).toBe(true);
  },
};

/** A stored value restores from its JSON half (the HTML half is for display only). */
export const Restores: Story = {
  args: {
    value: joinRichText('<p>html half</p>', [{ type: 'paragraph', children: [{ text: 'json half' }] }]),
  },
  play: async ({ canvasElement }) => {
    const body = await editable(canvasElement);
    await waitFor(() => expect(body).toHaveTextContent('json half'));
  },
};

/** The edit dialog's case: the record arrives after the editor is up, and the editor shows it. */
export const LoadedLater: Story = {
  render: function LoadedLaterStory(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <button type="button" onClick={() => setValue(joinRichText('<p>loaded</p>', [{ type: 'paragraph', children: [{ text: 'loaded record' }] }]))}>
          load
        </button>
        <RichTextEditor {...args} value={value} onChange={setValue} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const body = await editable(canvasElement);
    await expect(body).not.toHaveTextContent('loaded record');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'load' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-slate-editor]')).toHaveTextContent('loaded record'));
  },
};

/**
 * The record is there in the very task the editor was built in (a cached query): the editor is rebuilt before
 * wangEditor's own set-up microtasks ran, and the one it drops must not throw from them afterwards.
 */
export const LoadedAtOnce: Story = {
  render: function LoadedAtOnceStory(args) {
    const [value, setValue] = useState('');
    // A layout effect's update renders synchronously, after the child's effects built the first editor.
    useLayoutEffect(() => {
      setValue(joinRichText('<p>at once</p>', [{ type: 'paragraph', children: [{ text: 'at once' }] }]));
    }, []);
    return <RichTextEditorImpl {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slate-editor]')).toHaveTextContent('at once'), {
      timeout: 10000,
    });
    await expect(canvasElement.querySelectorAll('[data-slate-editor]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('.w-e-toolbar')).toHaveLength(1);
  },
};

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M8AAQUBAScY42YAAAAASUVORK5CYII=';

/**
 * The toolbar's picture upload: pictures up to 5 KB are inlined as base64, larger ones go through `upload()`
 * (folder 'editor') and their address is inserted, other files are refused with a message.
 */
export const UploadImages: Story = {
  args: {
    uploader: fn<NonNullable<RichTextEditorProps['uploader']>>(async () => ({ code: 200, msg: 'ok', data: PIXEL })),
  },
  play: async ({ canvasElement, args }) => {
    const body = await editable(canvasElement);
    // Typing gives the editor a selection; without one wangEditor disables picture insertion.
    await userEvent.click(body);
    await userEvent.keyboard('x');
    await waitFor(() => expect(body).toHaveTextContent('x'));
    await userEvent.hover(canvasElement.querySelector<HTMLElement>('[data-menu-key="group-image"]')!);
    await userEvent.click(await waitFor(() => {
      const item = document.querySelector<HTMLElement>('[data-menu-key="uploadImage"]');
      // The toolbar refreshes its menus' state shortly after the selection changes.
      if (!item || item.classList.contains('disabled')) throw new Error('The picture menu is not ready.');
      return item;
    }));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[data-editor-upload]');
      if (!found) throw new Error('No picker yet.');
      return found;
    });
    const small = new File([new Uint8Array(1024)], 'small.png', { type: 'image/png' });
    const big = new File([new Uint8Array(6 * 1024)], 'big.png', { type: 'image/png' });
    const pdf = new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, [small, big, pdf], { applyAccept: false });

    await expect(await screen.findByText(translate('fields.editorImageType'))).toBeInTheDocument();
    await waitFor(() => expect(args.uploader).toHaveBeenCalledOnce());
    await expect(args.uploader).toHaveBeenCalledWith(big, { name: 'editor' });
    await waitFor(() => expect(body.querySelector(`img[src="${PIXEL}"]`)).toBeTruthy());
    await expect(body.querySelector('img[src^="data:image/png;base64,AAAA"]')).toBeTruthy();
  },
};

/** A plain HTML value (no marker) is accepted too. */
export const FromHtml: Story = {
  args: { value: '<p>plain <strong>html</strong></p>' },
  play: async ({ canvasElement }) => {
    const body = await editable(canvasElement);
    await waitFor(() => expect(body.querySelector('strong')).toHaveTextContent('html'));
  },
};

/** A taller editor keeps the toolbar's share. */
export const Tall: Story = {
  args: { height: 500 },
  play: async ({ canvasElement }) => {
    await editable(canvasElement);
    await expect(within(canvasElement).getByTestId('rich-text-editor')).toHaveStyle({ height: '500px' });
  },
};

export const Disabled: Story = {
  args: { value: '<p>read only</p>', disabled: true },
  play: async ({ canvasElement }) => {
    const body = await editable(canvasElement);
    await waitFor(() => expect(body).toHaveAttribute('contenteditable', 'false'));
  },
};
