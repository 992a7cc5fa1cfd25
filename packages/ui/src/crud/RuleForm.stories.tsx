import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { i18n } from '@shop/i18n';
import { CrudTable } from './CrudTable.tsx';
import { ruleFormBodies } from './RuleForm.tsx';
import { SampleForm } from './__fixtures__/rule-form.tsx';
import { CrudHarness } from './testing/CrudHarness.tsx';
import { fail, installFakeApi, memoryResource, type FakeApi } from './testing/fake-api.ts';

const PATH = '/api/Admin/shares';

/** The fake server of the running story (installed in `beforeEach`, restored after). */
let api: FakeApi;

/** A table whose Add and Edit dialogs are the sample rule form, wired by `ruleFormBodies`. */
function SharesPage() {
  return (
    <CrudTable
      resource="shares"
      columns={[{ value: 'name' }, { value: 'a' }, { value: 'b' }]}
      buttons={{ search: false, export: false, batchDelete: false }}
      {...ruleFormBodies(({ submit, cancel }) => <SampleForm onSubmit={submit} onCancel={cancel} />)}
    />
  );
}

const meta = {
  title: 'Crud/RuleForm',
  component: SharesPage,
  decorators: [
    (Story) => (
      <CrudHarness url="/Admin/shares">
        <Story />
      </CrudHarness>
    ),
  ],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    api = installFakeApi(
      [
        // The server refuses a name it already has, naming the field (a 422 as `invalid(key, { field })` sends).
        (request) =>
          request.method === 'POST' &&
          request.path === PATH &&
          (request.form as Record<string, unknown>).name === 'Taken'
            ? fail('This name is taken.', { field: 'name' }, 422)
            : undefined,
        memoryResource(PATH, [{ id: 1, name: 'Seed', a: 10, b: 20 }]),
      ],
      { error: (m) => void Message.error(m), success: (m) => void Message.success(m) },
    );
    return () => api.restore();
  },
} satisfies Meta<typeof SharesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Add: the cross-field check stops the send and names both shares; the server's refusal of the name shows under
 * the name; a right form is sent once, the dialog closes and the list shows the new row.
 */
export const AddWithChecks: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Seed');
    await userEvent.click(canvas.getByRole('button', { name: i18n.t('crud.add') }));
    const form = within(await screen.findByRole('dialog'));
    await userEvent.type(form.getByLabelText('Share A'), '80');
    await userEvent.type(form.getByLabelText('Share B'), '30');
    await userEvent.click(form.getByTestId('sample-form-submit'));
    await expect(await form.findAllByText('Together at most 100.')).toHaveLength(2);
    await expect(form.getByText('Required.')).toBeInTheDocument();
    await expect(api.writes()).toEqual([]);

    await userEvent.clear(form.getByLabelText('Share B'));
    await userEvent.type(form.getByLabelText('Share B'), '20');
    await userEvent.type(form.getByLabelText('Name'), 'Taken');
    await userEvent.click(form.getByTestId('sample-form-submit'));
    await expect(
      await form.findByText('This name is taken.', { selector: '.arco-form-message *, .arco-form-message' }),
    ).toBeInTheDocument();

    await userEvent.clear(form.getByLabelText('Name'));
    await userEvent.type(form.getByLabelText('Name'), 'Autumn');
    await userEvent.click(form.getByTestId('sample-form-submit'));
    await expect(await canvas.findByText('Autumn')).toBeInTheDocument();
    await expect(api.writes().map((w) => w.form)).toEqual([
      { name: 'Taken', a: '80', b: '20' },
      { name: 'Autumn', a: '80', b: '20' },
    ]);
  },
};
