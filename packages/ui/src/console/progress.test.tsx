import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLoading, TopProgress, progress, trickle } from './progress.tsx';

afterEach(() => {
  while (progress.isRunning()) progress.done();
  vi.useRealTimers();
});

describe('progress', () => {
  it('counts overlapping loads and ignores extra done() calls', () => {
    progress.start();
    progress.start();
    progress.done();
    expect(progress.isRunning()).toBe(true);
    progress.done();
    progress.done();
    expect(progress.isRunning()).toBe(false);
  });

  it('trickles towards the end without reaching it', () => {
    let width = 8;
    for (let i = 0; i < 500; i += 1) width = trickle(width);
    expect(width).toBeGreaterThan(95);
    expect(width).toBeLessThan(100);
  });

  it('shows the bar while a PageLoading fallback is mounted, then fills and fades it', () => {
    vi.useFakeTimers();
    const view = render(
      <>
        <TopProgress />
        <PageLoading />
      </>,
    );
    expect(screen.getByTestId('top-progress')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const running = Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(running).toBeGreaterThan(8);
    expect(running).toBeLessThan(100);

    view.rerender(<TopProgress />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByTestId('top-progress')).toBeNull();
  });
});
