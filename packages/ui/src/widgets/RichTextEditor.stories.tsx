import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { joinRichText, RICH_TEXT_MARKER, splitRichText } from '@shop/contract/rich-text';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx';

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
