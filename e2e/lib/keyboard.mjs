// Keyboard-only driving for the keyboard journeys: reach a control with Tab, and at every stop check
// that the person can see where the focus is. A journey using these never clicks; locators only read state.
import { animationsEnded } from './animations.mjs';
import { assert } from './expect.mjs';

/**
 * Runs in the page: what has the focus, as a short description and the facts predicates test. Focus inside an
 * iframe or a shadow root is not followed (the apps use neither for their controls).
 */
function describeFocus() {
  const el = document.activeElement;
  if (!el || el === document.body)
    return {
      tag: 'body',
      testid: '',
      closestTestid: '',
      name: '',
      role: '',
      data: {},
      value: '',
      row: '',
      text: '',
      label: 'body',
    };
  const closestTestid = el.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
  const labelledBy = el.getAttribute('aria-labelledby');
  const name = (
    el.getAttribute('aria-label') ||
    (labelledBy ? document.getElementById(labelledBy)?.textContent : '') ||
    (el.labels?.[0]?.textContent ?? '') ||
    el.getAttribute('placeholder') ||
    el.getAttribute('title') ||
    el.textContent ||
    ''
  )
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60);
  const testid = el.getAttribute('data-testid') ?? '';
  return {
    tag: el.tagName.toLowerCase(),
    testid,
    closestTestid,
    name,
    role: el.getAttribute('role') ?? '',
    data: { ...el.dataset },
    value: 'value' in el ? String(el.value) : '',
    // The table row or list item holding it, to tell apart the same button of several rows.
    row: (el.closest('tr, li, [role="row"]')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
    label: `${el.tagName.toLowerCase()}${testid ? `[data-testid=${testid}]` : closestTestid ? ` in [${closestTestid}]` : ''}${name ? ` "${name}"` : ''}`,
  };
}

/**
 * Runs in the page: why the focused element shows no focus indicator ('' when it shows one). An indicator is an
 * outline (style not none, width > 0) or a box-shadow with a non-zero length, on the element itself or on a
 * wrapper a few levels up that contains the focus (`:focus-within`, Arco draws its fields' ring on the wrapper).
 * A wrapper only counts when its ring is not there without the focus: an outline (the apps draw none for
 * decoration), a class that names the focus (Arco's `arco-input-inner-wrapper-focus`, `arco-select-focused` on
 * its parent), or a shadow a sibling of the same class without the focus lacks (a card's permanent shadow is no
 * indicator).
 */
export function focusProblem() {
  const el = document.activeElement;
  if (!el || el === document.body) return 'nothing has the focus';
  // A control drawn by something else (Arco's check boxes hide their <input>) must show the focus on a wrapper.
  const rect = el.getBoundingClientRect();
  let unseen = rect.width < 2 || rect.height < 2 ? 'has no size' : '';
  for (let n = el; n && !unseen; n = n.parentElement) {
    const s = window.getComputedStyle(n);
    if (Number(s.opacity) === 0 || s.visibility === 'hidden') unseen = 'is transparent';
  }
  const ring = (node) => {
    const s = window.getComputedStyle(node);
    const clear = /^(transparent|rgba\([^)]*,\s*0\))$/.test(s.outlineColor);
    if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !clear)
      return `outline ${s.outlineStyle} ${s.outlineWidth}`;
    const shadow = s.boxShadow;
    if (shadow && shadow !== 'none') {
      const lengths = shadow.replace(/rgba?\([^)]*\)/g, '').match(/-?[\d.]+px/g) ?? [];
      if (lengths.some((l) => parseFloat(l) !== 0)) return `box-shadow ${shadow}`;
    }
    return '';
  };
  if (!unseen && ring(el)) return '';
  let node = el.parentElement;
  for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
    if (!node.matches(':focus-within')) break;
    const own = ring(node);
    if (!own) continue;
    // An outline is no decoration the apps use: on a wrapper holding the focus it is the focus's.
    if (own.startsWith('outline')) return '';
    if (/focus/i.test(`${node.className} ${node.parentElement?.className ?? ''}`)) return '';
    const twin = [...(node.parentElement?.children ?? [])].find(
      (n) => n !== node && n.className === node.className && !n.matches(':focus-within'),
    );
    if (twin && ring(twin) !== own) return '';
  }
  const s = window.getComputedStyle(el);
  if (unseen) return `the focused element ${unseen} and no wrapper shows the focus`;
  return `no visible focus indicator (outline: ${s.outlineStyle} ${s.outlineWidth}, box-shadow: ${s.boxShadow})`;
}

/** The focused element as predicates see it: { tag, testid, closestTestid, name, role, data, value, row, text, label }. */
export const focused = (page) => page.evaluate(describeFocus);

/** Fails unless the focused element shows a visible focus indicator; `what` names the step. */
export async function assertFocusVisible(page, what = '') {
  // At most 500 ms for the transitions that draw the ring (Arco's buttons fade theirs in).
  await page.evaluate(animationsEnded, { budgetMs: 500, followUps: 0 });
  const [problem, who] = await Promise.all([page.evaluate(focusProblem), focused(page)]);
  assert.ok(!problem, `${who.label}${what ? ` (${what})` : ''}: ${problem}`);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element satisfies `predicate(focus)` (see `focused`), at
 * most `max` times, checking the focus indicator at every stop. A string predicate matches the data-testid, a
 * RegExp the accessible name. Fails listing every element that got the focus on the way.
 */
export async function tabTo(page, predicate, { max = 40, back = false, what } = {}) {
  const test =
    typeof predicate === 'string'
      ? (f) => f.testid === predicate
      : predicate instanceof RegExp
        ? (f) => predicate.test(f.name)
        : predicate;
  const target = what ?? String(predicate);
  const seen = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    seen.push(focus.label);
    if (focus.tag !== 'body') await assertFocusVisible(page, `on the way to ${target}`);
    if (test(focus)) return focus;
  }
  throw new Error(
    `${target} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; the focus went to:\n  ${seen.join('\n  ')}`,
  );
}

/** Fails unless the focused element satisfies `predicate` (as in `tabTo`) and shows its focus. */
export async function assertFocus(page, predicate, what) {
  const focus = await focused(page);
  const ok =
    typeof predicate === 'string'
      ? focus.testid === predicate
      : predicate instanceof RegExp
        ? predicate.test(focus.name)
        : predicate(focus);
  assert.ok(ok, `expected the focus on ${what}, but it is on ${focus.label}`);
  if (focus.tag !== 'body') await assertFocusVisible(page, what);
  return focus;
}

/** Presses `key` on the focused element, after checking it shows its focus (a press on an unseen control is a guess). */
export async function press(page, key, what) {
  await assertFocusVisible(page, what);
  await page.keyboard.press(key);
}
