import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { translate } from '@shop/i18n';
import { ImageUpload, type ImageUploadProps } from './ImageUpload.tsx';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M8AAQUBAScY42YAAAAASUVORK5CYII=';
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
const fileInput = (canvas: HTMLElement) => canvas.querySelector<HTMLInputElement>('input[type="file"]')!;

function Controlled(props: ImageUploadProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <ImageUpload
      {...props}
      value={value}
      onChange={(url) => {
        setValue(url);
        props.onChange?.(url);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/ImageUpload',
  component: ImageUpload,
  render: (args) => <Controlled {...args} />,
  args: {
    variant: 'avatar',
    onChange: fn(),
    uploader: fn<NonNullable<ImageUploadProps['uploader']>>(async () => ({ code: 200, msg: 'ok', data: PIXEL })),
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Avatar: 78 px square, sent as 'avatar' resized to 150x150, then shown. */
export const Avatar: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByTestId('upload-avatar');
    await expect(box).toHaveStyle({ width: '78px', height: '78px' });
    const file = png();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.uploader).toHaveBeenCalledWith(file, { name: 'avatar', option: { width: 150, height: 150 } });
    await waitFor(() => expect(box.querySelector('img')).toHaveAttribute('src', PIXEL));
    await expect(args.onChange).toHaveBeenCalledWith(PIXEL);
  },
};

/** Image: the wide box, folder named by the page. */
export const Image: Story = {
  args: { variant: 'image', name: 'adv', option: { width: 800, height: 400 } },
  play: async ({ canvasElement, args }) => {
    const file = png();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.uploader).toHaveBeenCalledWith(file, { name: 'adv', option: { width: 800, height: 400 } });
    await waitFor(() => expect(within(canvasElement).getByTestId('upload-image').querySelector('img')).toBeTruthy());
  },
};

/** File: `uploadType=uploadFile`, the stored path shown under the button. */
export const File_: Story = {
  name: 'File',
  args: {
    variant: 'file',
    name: 'crt',
    uploader: fn<NonNullable<ImageUploadProps['uploader']>>(async () => ({ code: 200, msg: 'ok', data: '/uploads/crt/apiclient.pem' })),
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: translate('fields.uploadFile') })).toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), new File(['---'], 'apiclient.pem'));
    await expect(args.uploader).toHaveBeenCalledWith(expect.any(File), { name: 'crt', option: {}, uploadType: 'uploadFile' });
    await expect(await within(canvasElement).findByTestId('upload-path')).toHaveTextContent('/uploads/crt/apiclient.pem');
  },
};

/** A code other than 200 shows the server's message and keeps the old value. */
export const ServerError: Story = {
  args: {
    value: PIXEL,
    uploader: fn<NonNullable<ImageUploadProps['uploader']>>(async () => ({ code: 500, msg: 'The picture is too large.', data: '' })),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The picture is too large.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByTestId('upload-avatar').querySelector('img')).toHaveAttribute('src', PIXEL);
  },
};

/** While the upload is on its way. */
export const Uploading: Story = {
  args: { uploader: fn<NonNullable<ImageUploadProps['uploader']>>(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), png());
    await waitFor(() => expect(canvasElement.querySelector('.arco-icon-loading')).toBeTruthy());
  },
};

/** Empty: the plus sign. */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.arco-icon-plus')).toBeTruthy();
  },
};
