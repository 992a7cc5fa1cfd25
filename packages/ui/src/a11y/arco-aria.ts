/**
 * Repairs of Arco's own markup that no Arco prop reaches (found by axe-core in the journeys). Arco 2.66 writes
 * ARIA that assistive technology reads wrongly or not at all; each repair below names the Arco defect it undoes.
 * Where Arco offers a prop (`alt`, `aria-label`, `checkboxProps`, ...) the pages use that instead of this.
 *
 * Every repair is idempotent (it writes only what differs), so running it again over a subtree React has just
 * re-rendered costs nothing and never loops with the observer in `observeArcoAria`.
 */

/** The names the repairs give, in the interface language (from the i18n bundles: `a11y.*`). */
export interface ArcoAriaTexts {
  /** Pagination's "go to page" box. */
  jumpToPage: string;
  /** Pagination's page-size choice. */
  pageSize: string;
}

/** Elements matching `selector` in `root`, `root` itself included. */
function within(root: Element, selector: string): Element[] {
  const found = Array.from(root.querySelectorAll(selector));
  return root.matches(selector) ? [root, ...found] : found;
}

function setAttr(el: Element, name: string, value: string) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

let nextId = 0;
function idOf(el: Element): string {
  if (!el.id) el.id = `arco-aria-${++nextId}`;
  return el.id;
}

/** Arco writes the level it counts from 0; ARIA counts from 1. The written value is remembered to stay idempotent. */
const LEVEL_MARK = 'data-aria-level-from';

/** Applies every repair to `root` and its descendants. */
export function repairArcoAria(root: Element, texts: ArcoAriaTexts): void {
  // Menu: a sub-menu's header is a bare focusable <div> with aria-expanded/aria-controls inside role="menu", so
  // aria-expanded is not allowed on it (aria-allowed-attr) and the menu owns a child of no menu role
  // (aria-required-children). It is a menu item that opens its group.
  for (const header of within(root, '.arco-menu-inline-header, .arco-menu-pop-header')) {
    setAttr(header, 'role', 'menuitem');
    setAttr(header, 'aria-haspopup', 'true');
  }

  // Pagination: the page-size wrapper is a plain <div> carrying aria-label, which a div without a role may not
  // have (aria-prohibited-attr); a group may.
  for (const option of within(root, '.arco-pagination-option[aria-label]')) setAttr(option, 'role', 'group');
  // Pagination: the jumper's text box has no label (only the words around it); the page-size select's search
  // box neither.
  for (const input of within(root, '.arco-pagination-jumper-input')) setAttr(input, 'aria-label', texts.jumpToPage);
  for (const input of within(root, '.arco-pagination-option input')) setAttr(input, 'aria-label', texts.pageSize);

  // Tabs: the titles have role="tab" but their row has no role="tablist" (aria-required-parent), and a tab's
  // aria-controls names a panel Arco does not render when the panes have no content (aria-valid-attr-value).
  for (const row of within(root, '.arco-tabs-header')) setAttr(row, 'role', 'tablist');
  for (const tab of within(root, '.arco-tabs-header-title[aria-controls]')) {
    const panel = tab.getAttribute('aria-controls');
    if (panel && !tab.ownerDocument.getElementById(panel)) tab.removeAttribute('aria-controls');
  }

  // InputNumber: without min/max Arco writes its defaults, aria-valuemin="-Infinity" / aria-valuemax="Infinity",
  // which are not numbers (aria-valid-attr-value); an unbounded spin button has no such attribute.
  for (const input of within(root, 'input[role="spinbutton"]')) {
    for (const name of ['aria-valuemin', 'aria-valuemax', 'aria-valuenow']) {
      const value = input.getAttribute(name);
      if (value !== null && !Number.isFinite(Number(value))) input.removeAttribute(name);
    }
  }

  // Select (and Cascader) with search: while closed, Arco marks its search box aria-hidden yet leaves it in the Tab order, so the
  // keyboard lands on a control screen readers were told is not there (aria-hidden-focus). A box that can take
  // the focus is shown to them.
  for (const input of within(
    root,
    '.arco-select-view-input[aria-hidden="true"], .arco-cascader-view-input[aria-hidden="true"]',
  )) {
    if ((input as HTMLInputElement).tabIndex >= 0) input.removeAttribute('aria-hidden');
  }

  // Multiple Select / InputTag: the form item's label points at the component's id, not at the tag box's inner
  // <input>, which stays unnamed (label); it is named by that form item's label.
  for (const input of within(root, '.arco-input-tag-input:not([aria-label]):not([aria-labelledby])')) {
    if (input.id && input.ownerDocument.querySelector(`label[for="${CSS.escape(input.id)}"]`)) continue;
    const label = input.closest('.arco-form-item')?.querySelector(':scope > .arco-form-label-item label');
    if (label) input.setAttribute('aria-labelledby', idOf(label));
  }

  // Tree: Arco counts aria-level from 0 (aria-valid-attr-value: levels start at 1), and a checkable node's box
  // is a bare <input> beside its title (label): it is named by that title.
  for (const node of within(root, '.arco-tree-node[aria-level]')) {
    const level = node.getAttribute('aria-level')!;
    if (node.getAttribute(LEVEL_MARK) !== null && String(Number(node.getAttribute(LEVEL_MARK)) + 1) === level) {
      continue;
    }
    node.setAttribute(LEVEL_MARK, level);
    node.setAttribute('aria-level', String(Number(level) + 1));
  }
  for (const node of within(root, '.arco-tree-node')) {
    const box = node.querySelector(':scope > .arco-checkbox input');
    const title = node.querySelector(':scope .arco-tree-node-title-text, :scope .arco-tree-node-title');
    if (box && title) setAttr(box, 'aria-labelledby', idOf(title));
  }
}

/**
 * Repairs `root` now and whatever Arco renders or re-renders inside it later. Arco's popups (selects, pickers,
 * modals) mount on document.body, outside the app's own element, so the back offices observe the body.
 * Returns the disconnect.
 */
export function observeArcoAria(root: Element, texts: () => ArcoAriaTexts): () => void {
  let queued = false;
  const pending = new Set<Element>();
  const flush = () => {
    queued = false;
    const batch = [...pending];
    pending.clear();
    for (const el of batch) if (el.isConnected) repairArcoAria(el, texts());
  };
  repairArcoAria(root, texts());
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      if (!target) continue;
      // A removed tab panel changes what a tab may point at: the tabs' row is repaired again.
      pending.add(record.type === 'childList' ? (target.closest('.arco-tabs') ?? target) : target);
    }
    if (!queued) {
      queued = true;
      queueMicrotask(flush);
    }
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-level', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-controls', 'aria-hidden'],
  });
  return () => observer.disconnect();
}
