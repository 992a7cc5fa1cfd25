import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CrudTable } from './CrudTable.tsx';
import { viewKind } from './CrudViewDialog.tsx';
import { CrudHarness } from './testing/CrudHarness.tsx';

afterEach(cleanup);

/** A payment list as the Admin's payment analysis shows it: the amount beside a status. */
const PAYMENTS = {
  data: [
    { id: 1, pay_no: 'P1', total: '41.9', pay_status: 1 },
    { id: 2, pay_no: 'P2', total: 2305, pay_status: 0 },
    { id: 3, pay_no: 'P3', total: '', pay_status: 1 },
  ],
  total: 3,
  per_page: 30,
  current_page: 1,
  last_page: 1,
};

describe('amount columns', () => {
  it('show amounts as plain right-aligned money text, leaving tags to the statuses', async () => {
    render(
      <CrudHarness>
        <CrudTable
          resource="dashboard_pays"
          columns={[{ value: 'pay_no' }, { value: 'total', type: 'amount' }, { value: 'pay_status', type: 'tag' }]}
          data={PAYMENTS}
          rowActions={false}
        />
      </CrudHarness>,
    );
    const cells = await Promise.all(
      ['P1', 'P2', 'P3'].map(async (no) => {
        const row = (await screen.findByText(no)).closest('tr') as HTMLElement;
        // After the selection box and the number.
        return row.querySelectorAll('td')[2]!;
      }),
    );
    expect(cells.map((cell) => cell.textContent)).toEqual(['￥41.90', '￥2305.00', '-']);
    for (const cell of cells) {
      expect(cell.querySelector('.arco-tag')).toBeNull();
      expect(cell.style.textAlign).toBe('right');
      expect(cell.querySelector('.crud-amount')?.getAttribute('style')).toBeNull();
    }
    const status = (await screen.findByText('P1')).closest('tr')!.querySelectorAll('td')[3]!;
    expect(status.querySelector('.arco-tag')).not.toBeNull();
  });

  it('show numbers as text in the View dialog, not as coloured tags', () => {
    expect(viewKind({ value: 'money', type: 'number' })).toBe('text');
    expect(viewKind({ value: 'created_at', type: 'datetime' })).toBe('tag');
  });
});
