import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CrudModal } from './CrudModal.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { CrudHarness } from './testing/CrudHarness.tsx';

afterEach(cleanup);

/** The toolbar's Search button opening the panel above it, as CrudTable lays them out. */
function Searchable({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <div className="crud-table">
      {open ? (
        <SearchPanel defs={[{ value: 'name', label: 'Name', where: 'like' }]} values={{}} onSearch={() => {}} />
      ) : null}
      <div className="crud-toolbar">
        <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          Search
        </button>
      </div>
    </div>
  );
}

describe('the keyboard in the CRUD pages', () => {
  it('moves the focus into the search panel its Search button opened', async () => {
    render(
      <CrudHarness>
        <Searchable />
      </CrudHarness>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    button.focus();
    fireEvent.click(button);
    const panel = await screen.findByTestId('crud-search');
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.tagName).toBe('INPUT');
  });

  it('runs the query on Enter in a text field', async () => {
    const asked: Record<string, unknown>[] = [];
    render(
      <CrudHarness>
        <SearchPanel
          defs={[{ value: 'name', label: 'Name', where: 'like' }]}
          values={{}}
          onSearch={(values) => asked.push(values)}
        />
      </CrudHarness>,
    );
    const field = (await screen.findByTestId('crud-search')).querySelector('input')!;
    fireEvent.change(field, { target: { value: '华为' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(asked).toEqual([{ name: '华为' }]);
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    expect(asked).toHaveLength(1);
  });

  it('leaves the focus alone when the page opens with the panel already open', async () => {
    render(
      <CrudHarness>
        <Searchable startOpen />
      </CrudHarness>,
    );
    await screen.findByTestId('crud-search');
    expect(document.activeElement).toBe(document.body);
  });

  it('gives the focus back to the button that opened a dialog once it closed', async () => {
    function Dialog() {
      const [visible, setVisible] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setVisible(true)}>
            Edit
          </button>
          <CrudModal title="Edit" visible={visible} onClose={() => setVisible(false)}>
            <input aria-label="Name" />
          </CrudModal>
        </>
      );
    }
    render(<Dialog />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    fireEvent.click(edit);
    const name = await screen.findByLabelText('Name');
    act(() => name.focus());
    expect(document.activeElement).toBe(name);
    fireEvent.keyDown(name, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(document.activeElement).toBe(edit), { timeout: 3000 });
  });
});
