import { expect } from 'storybook/test';

/**
 * Viewports of the phone stories. With @storybook/addon-vitest a story's `globals.viewport` (looked up in
 * `parameters.viewport.options`) also sizes the browser of its Vitest run, so play functions measure at that
 * width. 360/375/414 are the phones the storefront is laid out for; 1200 is the storefront's desktop width.
 */
const PHONE_VIEWPORTS = {
  phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
  phone414: { name: 'Phone 414', styles: { width: '414px', height: '896px' }, type: 'mobile' },
  desktop1200: { name: 'Desktop 1200', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
} as const;

/** The meta `parameters` of a phone story: edge-to-edge like a phone page, with the viewports above. */
export const phoneParameters = { layout: 'fullscreen', viewport: { options: PHONE_VIEWPORTS } };

/** `globals` putting a story at one of the viewports above (375 px wide unless told). */
export function at(viewport: keyof typeof PHONE_VIEWPORTS = 'phone375') {
  return { viewport: { value: viewport, isRotated: false } };
}

/** Fails unless the story really runs at `width` (so a viewport that did not apply cannot pass silently). */
export async function expectViewportWidth(width: number) {
  await expect(window.innerWidth).toBe(width);
}

/** A shopper's finger needs at least 44 x 44 px. */
export async function expectTapTarget(element: Element) {
  const { width, height } = element.getBoundingClientRect();
  await expect(width).toBeGreaterThanOrEqual(44);
  await expect(height).toBeGreaterThanOrEqual(44);
}

/** Nothing wider than the screen: the page cannot be scrolled sideways. */
export async function expectNoSidewaysScroll() {
  await expect(document.scrollingElement?.scrollWidth).toBe(window.innerWidth);
}

/**
 * Dispatches a click and tells whether it was `preventDefault`ed by the component; the native action
 * (following a link) is then always prevented so the test page stays put.
 */
export function clickPrevented(element: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const see = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', see, { once: true });
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return prevented;
}
