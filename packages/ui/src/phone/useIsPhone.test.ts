import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from './breakpoints.ts';
import { useIsPhone } from './useIsPhone.ts';

/** A matchMedia whose one query can be flipped, as the browser does when the window crosses 768 px. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe(PHONE_QUERY);
    return media;
  });
  window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The setup's matchMedia (jsdom has none), put back after each test. */
const setupMatchMedia = window.matchMedia.bind(window);

describe('useIsPhone', () => {
  afterEach(() => {
    window.matchMedia = setupMatchMedia;
  });

  it('watches the 767 px query', () => {
    expect(PHONE_QUERY).toBe('(max-width: 767px)');
  });

  it('follows the query as the window crosses the breakpoint, and stops listening when unmounted', () => {
    const media = fakeMedia(true);
    const { result, unmount } = renderHook(() => useIsPhone());
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    act(() => media.set(true));
    expect(result.current).toBe(true);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
