import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SampleForm } from './__fixtures__/rule-form.tsx';
import type { FormSubmit } from './RuleForm.tsx';
import type { CrudRow } from './types.ts';

afterEach(cleanup);

/** Types into an input as a person does: the change, then leaving it. */
function type(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

const input = (label: string) => screen.getByLabelText(label);
const ok = () => fireEvent.click(screen.getByTestId('sample-form-submit'));

describe('RuleForm', () => {
  it('shows each problem under its field and sends nothing until the check passes', async () => {
    const submit = vi.fn<FormSubmit>(() => Promise.resolve(true));
    render(<SampleForm onSubmit={submit} onCancel={() => undefined} />);

    ok();
    await waitFor(() => expect(screen.getByText('Required.')).toBeTruthy());
    type(input('Share A'), '70');
    type(input('Share B'), '40');
    await waitFor(() => expect(screen.getAllByText('Together at most 100.')).toHaveLength(2));
    ok();
    await new Promise((r) => setTimeout(r, 50));
    expect(submit).not.toHaveBeenCalled();

    // Fixing one share clears its partner's error too.
    type(input('Share B'), '30');
    await waitFor(() => expect(screen.queryByText('Together at most 100.')).toBeNull());
    type(input('Name'), '  Spring  ');
    ok();
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toEqual({ name: 'Spring', a: 70, b: 30 } satisfies CrudRow);
  });

  it('puts a refusal naming a field under that field', async () => {
    const submit = vi.fn<FormSubmit>((_body, options) => {
      options.onRefused?.({ field: 'name', message: 'The name is taken.' });
      return Promise.resolve(false);
    });
    render(<SampleForm onSubmit={submit} onCancel={() => undefined} />);
    type(input('Name'), 'Spring');
    ok();
    await waitFor(() => expect(screen.getByText('The name is taken.')).toBeTruthy());
    // The OK button is usable again for the next try.
    expect(screen.getByTestId('sample-form-submit').hasAttribute('disabled')).toBe(false);
  });

  it('cancels without checking', () => {
    const cancel = vi.fn();
    render(<SampleForm onSubmit={() => Promise.resolve(true)} onCancel={cancel} />);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Required.')).toBeNull();
  });
});
