import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPhase } from './list-phase.ts';
import { QueryFallback } from './ListState.tsx';

afterEach(cleanup);

describe('listPhase', () => {
  it('says "empty" only after an answer without rows', () => {
    const base = { rows: 0, fetching: false, failed: false, answered: false };
    expect(listPhase(base)).toBe('loading');
    expect(listPhase({ ...base, fetching: true, answered: true })).toBe('loading');
    expect(listPhase({ ...base, failed: true })).toBe('failed');
    expect(listPhase({ ...base, answered: true })).toBe('empty');
    expect(listPhase({ ...base, rows: 2, fetching: true })).toBe('rows');
  });
});

describe('QueryFallback', () => {
  const empty = <p>nothing here</p>;

  it('shows a loading state until the query answers, then the empty state', () => {
    const { rerender } = render(<QueryFallback query={{ isFetching: true, isError: false }} rows={0} empty={empty} />);
    expect(screen.getByRole('status').textContent).toBe('加载中...');
    expect(screen.queryByText('nothing here')).toBeNull();
    rerender(<QueryFallback query={{ data: [], isFetching: false, isError: false }} rows={0} empty={empty} />);
    expect(screen.getByText('nothing here')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('turns a failure into a message with a retry that refetches', () => {
    const refetch = vi.fn();
    render(<QueryFallback query={{ isFetching: false, isError: true, refetch }} rows={0} empty={empty} />);
    expect(screen.getByRole('alert').textContent).toContain('列表没能加载出来，请稍后重试。');
    expect(screen.queryByText('nothing here')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows nothing once there are rows', () => {
    const { container } = render(
      <QueryFallback query={{ data: [1], isFetching: true, isError: false }} rows={1} empty={empty} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
