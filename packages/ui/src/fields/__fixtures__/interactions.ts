import { userEvent, waitFor } from 'storybook/test';

/**
 * Clicks an element of a popup (select options, cascader items) once its opening animation lets pointer
 * events through; clicking earlier fails with "pointer-events: none".
 */
export async function pick(element: HTMLElement | Promise<HTMLElement>): Promise<void> {
  const target = await element;
  await waitFor(() => {
    for (let node: HTMLElement | null = target; node; node = node.parentElement) {
      if (getComputedStyle(node).pointerEvents === 'none') throw new Error('The popup is still opening.');
    }
  });
  await userEvent.click(target);
}
