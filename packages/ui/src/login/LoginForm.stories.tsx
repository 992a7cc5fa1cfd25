import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { translate } from '@shop/i18n';
import { LanguageSwitch } from '../console/LanguageSwitch.tsx';
import { LoginForm, type LoginCredentials, type LoginFormProps } from './LoginForm.tsx';

/** The <input> behind a test id (Arco may put the id on a wrapper). */
function inputOf(testId: string): HTMLInputElement {
  const element = screen.getByTestId(testId);
  return element instanceof HTMLInputElement ? element : element.querySelector('input')!;
}
const submitButton = () => screen.getByTestId('login-submit');

/** A sign-in the story finishes by hand (`finish()`), to see the loading state meanwhile. */
let finish = (): void => undefined;
const slowSignIn = fn<LoginFormProps['onSubmit']>(
  () =>
    new Promise<void>((resolve) => {
      finish = resolve;
    }),
);

/** As the Seller page fills it: title, subtitle and the language switch, in the current language (over `args.title`). */
function SellerLogin(props: LoginFormProps) {
  const { t } = useTranslation();
  return (
    <LoginForm
      {...props}
      title={t('login.sellerTitle')}
      subtitle={t('login.subtitle')}
      top={<LanguageSwitch onChange={fn()} />}
    />
  );
}

/** A page's verify slot (the sign-in challenge): submitting is refused until the control is done. */
function WithVerify(props: LoginFormProps) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState(false);
  return (
    <SellerLogin
      {...props}
      verify={
        <button type="button" data-testid="login-verify" data-verified={verified} onClick={() => setVerified(true)}>
          {verified ? t('login.verified') : t('login.challenge.label')}
        </button>
      }
      validate={() => (verified ? undefined : t('login.verifyFirst'))}
    />
  );
}

const meta = {
  title: 'Login/LoginForm',
  component: LoginForm,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '',
    onSubmit: fn<LoginFormProps['onSubmit']>(async () => undefined),
  },
  render: (args) => <SellerLogin {...args} />,
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const credentials: LoginCredentials = { username: '18888888888', password: '123456' };

/** Account and password, then the button: one submission, loading until it settles; Enter submits too. */
export const Default: Story = {
  args: { onSubmit: slowSignIn },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(translate('login.sellerTitle'));
    await expect(canvas.getByTestId('lang-switch')).toBeVisible();

    await userEvent.type(inputOf('login-username'), credentials.username);
    await userEvent.type(inputOf('login-password'), credentials.password);
    await userEvent.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveClass('arco-btn-loading'));
    // A second click while signing in sends nothing more.
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(credentials);
    finish();
    await waitFor(() => expect(submitButton()).not.toHaveClass('arco-btn-loading'));

    await userEvent.type(inputOf('login-password'), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    finish();
  },
};

/** Empty fields: the 'enter account' toast and no sign-in; a refused sign-in leaves the form usable. */
export const Error: Story = {
  args: { onSubmit: fn<LoginFormProps['onSubmit']>(async () => Promise.reject(new globalThis.Error('refused'))) },
  play: async ({ args }) => {
    await userEvent.click(submitButton());
    await expect(await screen.findByText(translate('login.enterAccount'))).toBeInTheDocument();
    await userEvent.type(inputOf('login-username'), credentials.username);
    await userEvent.click(submitButton());
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(inputOf('login-password'), credentials.password);
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledWith(credentials);
    await waitFor(() => expect(submitButton()).not.toHaveClass('arco-btn-loading'));
    await expect(inputOf('login-username')).toHaveValue(credentials.username);
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** The verify slot: 'verify first' until it is done, then the sign-in. */
export const Verify: Story = {
  render: (args) => <WithVerify {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(inputOf('login-username'), 'admin');
    await userEvent.type(inputOf('login-password'), credentials.password);
    await userEvent.click(submitButton());
    await expect(await screen.findByText(translate('login.verifyFirst'))).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByTestId('login-verify'));
    await userEvent.click(submitButton());
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: credentials.password });
  },
};

/** English: every text of the card in English (the switch names the other language, in Chinese). */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('Merchant back-office login');
    await expect(inputOf('login-username')).toHaveAttribute('placeholder', 'Account');
    await expect(inputOf('login-password')).toHaveAttribute('placeholder', 'Password');
    await expect(submitButton()).toHaveTextContent('Log in');
    await expect(canvas.getByTestId('lang-switch')).toHaveTextContent('简体中文');
    const card = canvasElement.cloneNode(true) as HTMLElement;
    card.querySelector('[data-testid="lang-switch"]')?.remove();
    await expect(card.textContent).not.toMatch(/[\u4e00-\u9fff]/);

    await userEvent.click(submitButton());
    await expect(await screen.findByText('Please enter account and password')).toBeInTheDocument();
  },
};
