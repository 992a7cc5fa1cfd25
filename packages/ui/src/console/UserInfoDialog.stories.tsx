import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor } from 'storybook/test';
import { translate } from '@shop/i18n';
import { UserInfoDialog, type UserInfoDialogProps } from './UserInfoDialog.tsx';

// A 1×1 PNG: what the fake upload answers with.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M8AAQUBAScY42YAAAAASUVORK5CYII=';

const nickname = () => screen.findByTestId('userinfo-nickname');
const saveButton = () => screen.getByTestId('userinfo-save');

const meta = {
  title: 'Console/UserInfoDialog',
  component: UserInfoDialog,
  args: {
    visible: true,
    onClose: fn(),
    loadUser: fn<UserInfoDialogProps['loadUser']>(async () => ({ nickname: 'admin', avatar: '' })),
    // What the HTTP client resolves on code 200: the payload (rows changed), which has no `code`.
    saveUser: fn<UserInfoDialogProps['saveUser']>(async () => 1),
    uploader: fn<NonNullable<UserInfoDialogProps['uploader']>>(async () => ({ code: 200, msg: 'ok', data: PIXEL })),
  },
} satisfies Meta<typeof UserInfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loads the user, validates the nickname, uploads an avatar, saves: success toast, user reloaded, closed. */
export const Default: Story = {
  play: async ({ args }) => {
    const input = await nickname();
    await waitFor(() => expect(input).toHaveValue('admin'));
    await expect(args.loadUser).toHaveBeenCalledOnce();
    await expect(document.querySelector('.arco-modal')?.getAttribute('style') ?? '').toContain('width: 30%');

    // Nickname is required.
    await userEvent.clear(input);
    await userEvent.click(saveButton());
    await expect(await screen.findByText(translate('messages.requiredMsg'))).toBeInTheDocument();
    await expect(args.saveUser).not.toHaveBeenCalled();

    await userEvent.type(input, 'root');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(document.querySelector<HTMLInputElement>('.arco-modal input[type="file"]')!, file);
    await waitFor(() => expect(screen.getByTestId('upload-avatar').querySelector('img')).toBeTruthy());
    // Stored under 'avatar', resized to 150×150.
    await expect(args.uploader).toHaveBeenCalledWith(
      file,
      expect.objectContaining({ name: 'avatar', option: { width: 150, height: 150 } }),
    );

    await userEvent.click(saveButton());
    // Password left empty is sent as ''.
    await expect(args.saveUser).toHaveBeenCalledWith({ nickname: 'root', password: '', avatar: PIXEL });
    await expect(await screen.findByText(translate('messages.success'))).toBeInTheDocument();
    await waitFor(() => expect(args.loadUser).toHaveBeenCalledTimes(2));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/**
 * A new password asks for the current one (shown and required only then). Save waits for the server: the button
 * shows its loading state and the dialog stays open.
 */
export const Saving: Story = {
  args: { saveUser: fn<UserInfoDialogProps['saveUser']>(() => new Promise<never>(() => undefined)) },
  play: async ({ args }) => {
    await waitFor(async () => expect(await nickname()).toHaveValue('admin'));
    await expect(screen.queryByTestId('userinfo-old-password')).toBeNull();
    await userEvent.type(screen.getByTestId('userinfo-password'), 'secret1');
    const current = await screen.findByTestId('userinfo-old-password');
    await userEvent.click(saveButton());
    await expect(await screen.findByText(translate('messages.requiredMsg'))).toBeInTheDocument();
    await expect(args.saveUser).not.toHaveBeenCalled();

    await userEvent.type(current, 'old-secret');
    await userEvent.click(saveButton());
    await waitFor(() => expect(saveButton()).toHaveClass('arco-btn-loading'));
    await expect(args.saveUser).toHaveBeenCalledWith({
      nickname: 'admin',
      password: 'secret1',
      oldPassword: 'old-secret',
    });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A non-zero code: the server's message as an error toast, then the dialog closes; no reload. */
export const ServerError: Story = {
  args: {
    saveUser: fn<UserInfoDialogProps['saveUser']>(async () => ({ code: 500, msg: 'Nickname already taken', data: [] })),
  },
  play: async ({ args }) => {
    await waitFor(async () => expect(await nickname()).toHaveValue('admin'));
    await userEvent.click(saveButton());
    await expect(await screen.findByText('Nickname already taken')).toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.loadUser).toHaveBeenCalledOnce();
  },
};

/** The request throws: only logged, the loading cleared, the dialog stays open. */
export const Thrown: Story = {
  args: { saveUser: fn<UserInfoDialogProps['saveUser']>(async () => Promise.reject(new Error('socket hang up'))) },
  play: async ({ args }) => {
    await waitFor(async () => expect(await nickname()).toHaveValue('admin'));
    const log = spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      await userEvent.click(saveButton());
      await waitFor(() => expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'socket hang up' })));
    } finally {
      log.mockRestore();
    }
    await waitFor(() => expect(saveButton()).not.toHaveClass('arco-btn-loading'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Cancel closes without saving. */
export const Cancel: Story = {
  play: async ({ args }) => {
    await nickname();
    await userEvent.click(screen.getByTestId('userinfo-cancel'));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.saveUser).not.toHaveBeenCalled();
  },
};
