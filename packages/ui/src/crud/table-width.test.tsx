import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CrudTable } from './CrudTable.tsx';
import { CrudHarness } from './testing/CrudHarness.tsx';
import { FLEXIBLE_MIN_WIDTH, tableMinWidth } from './table-width.ts';

afterEach(cleanup);

const ROWS = { data: [{ id: 1, name: 'Tea', status: 1 }], total: 1, per_page: 30, current_page: 1, last_page: 1 };

describe('table width', () => {
  it('adds the declared widths, a minimum for each column without one, and the selection column', () => {
    expect(tableMinWidth([{ width: 140 }, { width: 90 }], 55)).toBe(285);
    expect(tableMinWidth([{ width: 140 }, {}, { width: '20%' }])).toBe(140 + 2 * FLEXIBLE_MIN_WIDTH);
  });

  it('lays the crud table out at least that wide, so a column without a width keeps its minimum', async () => {
    render(
      <CrudHarness>
        <CrudTable
          resource="articles"
          columns={[{ value: 'name' }, { value: 'status', width: 600 }]}
          data={ROWS}
          actionsWidth={140}
        />
      </CrudHarness>,
    );
    const table = (await screen.findByText('Tea')).closest('table')!;
    // Selection 55, the name's minimum, the status 600, the actions 140 (the stylesheet adds min-width: 100%).
    expect(table.style.width).toBe(`${55 + FLEXIBLE_MIN_WIDTH + 600 + 140}px`);
  });
});
