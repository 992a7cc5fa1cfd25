// What a phone shows wrong on the page on screen, measured in the page itself: a document wider than the window,
// tap targets under 44 px (WCAG 2.5.5) or under 24 px (2.5.8), text cut off or written one character per line,
// text under 12 px. Each finding names the element by a selector a developer can look for.
//
// Used by the journey that opens every storefront route at phone widths, and by `scripts/fit-report.mjs`.

/** Tap target sizes: AAA (2.5.5) and the absolute minimum (2.5.8). */
export const TARGET = 44;
export const TARGET_MIN = 24;
/** Smallest text a phone page may show. */
export const MIN_FONT = 12;

/**
 * Runs in the page. Returns { width, viewport, overflow[], targets[], cut[], vertical[], tiny[] }, each list of
 * { selector, detail } (at most `limit` each).
 */
function measure({ target, minFont, limit }) {
  const vw = document.documentElement.clientWidth;
  const scrolling = document.scrollingElement ?? document.documentElement;

  const describe = (el) => {
    const parts = [];
    for (let node = el, depth = 0; node && node !== document.body && depth < 4; node = node.parentElement, depth++) {
      let part = node.tagName.toLowerCase();
      const testId = node.getAttribute('data-testid');
      if (testId) part += `[data-testid="${testId}"]`;
      else if (node.id) part += `#${node.id}`;
      const classes = [...node.classList].filter((c) => !c.startsWith('is-')).slice(0, 2);
      if (classes.length) part += `.${classes.join('.')}`;
      parts.unshift(part);
      if (testId || node.id) break;
    }
    return parts.join(' > ');
  };
  const text = (el) => (el.innerText || el.getAttribute('aria-label') || el.value || '').trim().slice(0, 30);

  const shown = (el) => {
    const style = window.getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    const rect = el.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  /** Inside an element that clips or scrolls sideways: its overflow does not widen the document. */
  const clippedX = (el) => {
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const ox = window.getComputedStyle(node).overflowX;
      if (ox !== 'visible') return true;
    }
    return false;
  };
  /** Hidden by an ancestor (closed drawer, collapsed panel, off-screen sheet) or only there for screen readers. */
  const visibleTree = (el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      const style = window.getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('inert')) return false;
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
    }
    return true;
  };
  /** Fixed to the screen (bars, sheets): placed by the window, it follows the document's width rather than making it. */
  const inFixed = (el) => {
    for (let node = el; node && node !== document.body; node = node.parentElement) {
      if (window.getComputedStyle(node).position === 'fixed') return true;
    }
    return false;
  };

  const all = [...document.body.querySelectorAll('*')];

  // 1. Overflow: the outermost elements reaching past the window's right edge (or before its left one).
  const overflow = [];
  const wide = new Set();
  for (const el of all) {
    if (!visibleTree(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const right = rect.right + scrolling.scrollLeft;
    const left = rect.left + scrolling.scrollLeft;
    if ((right > vw + 0.5 || left < -0.5) && !clippedX(el) && !inFixed(el)) {
      wide.add(el);
      if (!wide.has(el.parentElement)) {
        overflow.push({ selector: describe(el), detail: `spans ${Math.round(left)}-${Math.round(right)} px` });
      }
    }
  }

  // 2. Tap targets: what a finger presses. A link inside running text is exempt (WCAG's inline exception); a
  // form control counts with its label when the label wraps it (tapping the label works the control).
  const controls = document.body.querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])',
  );
  const targets = [];
  const seen = new Set();
  for (const control of controls) {
    let el = control;
    if (control.matches('input, select, textarea')) {
      const label = control.closest('label');
      if (label) el = label;
      else if (!shown(control)) {
        // Styled controls hide the native input (Arco's checkbox and radio): the visible box around it is the target.
        const parent = control.parentElement;
        if (parent && shown(parent)) el = parent;
      }
    }
    // The outermost control counts when controls nest (a card link holding a button is judged per element).
    if (seen.has(el) || !visibleTree(el) || !shown(el)) continue;
    if (el.closest('[data-fit-ignore]')) continue;
    seen.add(el);
    const rect = el.getBoundingClientRect();
    if (el.tagName === 'A' && window.getComputedStyle(el).display === 'inline') {
      const block = el.parentElement;
      const own = (block?.innerText ?? '').trim().length;
      if (own > text(el).length + 8) continue;
    }
    // A target is the larger of its box and what its padding-box enlarger (::before/::after with inset) gives;
    // only the box is measurable here, so enlargers must be real padding or min sizes.
    const w = Math.round(rect.width);
    const h = Math.round(rect.height);
    if (w < target || h < target) {
      targets.push({ selector: describe(el), detail: `${w}x${h} "${text(el)}"`, under: w < 24 || h < 24 });
    }
  }

  // 3. Text: cut off without an ellipsis, one character per line, or too small.
  const cut = [];
  const vertical = [];
  const tiny = [];
  const walker = document.createTreeWalker(document.body, window.NodeFilter.SHOW_TEXT);
  const checkedParents = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue.replace(/\s+/g, '');
    if (!value) continue;
    const parent = node.parentElement;
    if (!parent || !visibleTree(parent) || parent.closest('script, style, noscript, [data-fit-ignore]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    const style = window.getComputedStyle(parent);
    const size = parseFloat(style.fontSize);
    if (size < minFont && tiny.length < limit)
      tiny.push({ selector: describe(parent), detail: `${size} px "${value.slice(0, 20)}"` });
    // One character per line: three or more lines, none wider than two characters.
    if (value.length >= 3 && rects.length >= 3 && rects.every((r) => r.width <= size * 2.2)) {
      if (vertical.length < limit)
        vertical.push({ selector: describe(parent), detail: `"${value.slice(0, 20)}" in ${rects.length} lines` });
    }
    if (checkedParents.has(parent)) continue;
    checkedParents.add(parent);
    // Cut: the element clips its own text sideways with no ellipsis to say so.
    for (let box = parent, depth = 0; box && box !== document.body && depth < 3; box = box.parentElement, depth++) {
      const boxStyle = window.getComputedStyle(box);
      if (boxStyle.overflowX === 'visible' || boxStyle.overflowX === 'auto' || boxStyle.overflowX === 'scroll')
        continue;
      if (
        box.scrollWidth > box.clientWidth + 1 &&
        boxStyle.textOverflow !== 'ellipsis' &&
        boxStyle.webkitLineClamp === 'none'
      ) {
        if (cut.length < limit)
          cut.push({
            selector: describe(box),
            detail: `shows ${box.clientWidth} of ${box.scrollWidth} px "${value.slice(0, 20)}"`,
          });
      }
      break;
    }
  }

  const small = targets.sort((a, b) => Number(b.under) - Number(a.under));
  return {
    width: scrolling.scrollWidth,
    viewport: vw,
    overflow: overflow.slice(0, limit),
    targets: small.slice(0, limit),
    targetCount: targets.length,
    underMin: targets.filter((t) => t.under).length,
    cut,
    vertical,
    tiny,
  };
}

/** Measures the page on screen (see `measure`). */
export async function fitOf(page, { limit = 10 } = {}) {
  return page.evaluate(measure, { target: TARGET, minFont: MIN_FONT, limit });
}

/** The findings of `fitOf` as lines for an assertion message; empty when the page fits a phone. */
export function fitProblems(fit) {
  const lines = [];
  if (fit.width > fit.viewport) {
    lines.push(`document is ${fit.width} px wide in a ${fit.viewport} px window`);
    for (const o of fit.overflow) lines.push(`  too wide: ${o.selector} ${o.detail}`);
  }
  for (const t of fit.targets) lines.push(`  tap target ${t.selector} is ${t.detail}`);
  if (fit.targetCount > fit.targets.length)
    lines.push(`  … ${fit.targetCount - fit.targets.length} more small tap targets`);
  for (const c of fit.cut) lines.push(`  text cut: ${c.selector} ${c.detail}`);
  for (const v of fit.vertical) lines.push(`  one character per line: ${v.selector} ${v.detail}`);
  for (const s of fit.tiny) lines.push(`  text under ${MIN_FONT} px: ${s.selector} ${s.detail}`);
  return lines;
}
