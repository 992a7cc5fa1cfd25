// The slider's stories run here in jsdom (their play functions are the assertions), plus what needs a layout:
// jsdom measures nothing, so the track's and the handle's boxes are given.
import { useState } from 'react';
import { composeStories } from '@storybook/react-vite';
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@shop/i18n';
import { SlideVerify } from './SlideVerify.tsx';
import * as stories from './SlideVerify.stories.tsx';

afterEach(cleanup);

const { Keyboard, Loading, Failed, English } = composeStories(stories);

describe('SlideVerify stories in jsdom', () => {
  it.each([
    ['Keyboard', Keyboard],
    ['Loading', Loading],
    ['Failed', Failed],
  ])('%s', async (_name, Story) => {
    await Story.run();
  });

  it('English', async () => {
    await setLanguage('en');
    try {
      await English.run();
    } finally {
      await setLanguage('zh-cn');
    }
  });
});

/** A box as getBoundingClientRect answers it, on one line at the top of the page. */
const box = (left: number, width: number) => DOMRect.fromRect({ x: left, y: 0, width, height: 40 });

function Slider({ seen }: { seen: number[] }) {
  const [value, setValue] = useState(0);
  return (
    <SlideVerify
      challenge={{ x: 62, width: 100 }}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

/**
 * Lays the 340 px track out, its 40 px handle where `value` puts it (300 px of travel for 100 units). Queries stay
 * inside the rendered view: the last story run above is still mounted.
 */
function layout(container: HTMLElement) {
  const track = within(container).getByTestId('login-verify-track');
  const handle = within(container).getByRole('slider');
  track.getBoundingClientRect = () => box(0, 340);
  handle.getBoundingClientRect = () => box((Number(handle.getAttribute('aria-valuenow')) / 100) * 300, 40);
  return { track, handle };
}

describe('SlideVerify by pointer', () => {
  it('a press on the track brings the handle there, a drag moves it, in the challenge units', () => {
    const seen: number[] = [];
    const { track, handle } = layout(render(<Slider seen={seen} />).container);

    // The handle's middle goes where the track is pressed: (220 - 20) / 300 of the way.
    fireEvent.pointerDown(track, { clientX: 220, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('67');
    expect(document.activeElement).toBe(handle);
    fireEvent.pointerMove(track, { clientX: 200, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.pointerUp(track, { clientX: 200, pointerId: 1 });
    // Released, moving the pointer no longer moves the handle.
    fireEvent.pointerMove(track, { clientX: 20, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('60');

    // Held 10 px into the handle (at 180 px), it keeps that grip while dragged, and stops at the track's ends.
    fireEvent.pointerDown(handle, { clientX: 190, pointerId: 2 });
    expect(handle.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.pointerMove(handle, { clientX: 100, pointerId: 2 });
    expect(handle.getAttribute('aria-valuenow')).toBe('30');
    fireEvent.pointerMove(handle, { clientX: 900, pointerId: 2 });
    expect(handle.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.pointerMove(handle, { clientX: -50, pointerId: 2 });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.pointerCancel(handle, { pointerId: 2 });
    expect(seen).toEqual([67, 60, 30, 100, 0]);
  });

  it('the gap marker sits at the challenge position on the same scale as the handle', () => {
    const view = within(render(<Slider seen={[]} />).container);
    const gap = view.getByTestId('login-verify-gap');
    const handle = view.getByRole('slider');
    expect(gap.style.left).toMatch(/0\.62/);
    expect(handle.style.left).not.toBe(gap.style.left);
    fireEvent.keyDown(handle, { key: 'End' });
    for (let i = 0; i < 38; i += 1) fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('62');
    expect(handle.style.left).toBe(gap.style.left);
  });
});
