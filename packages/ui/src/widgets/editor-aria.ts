/**
 * Repairs of wangEditor-next's markup (found by axe-core in the journeys), applied to the editor's toolbar and
 * text area wherever the editor is mounted (RichTextEditorImpl).
 */

/** The first line of a toolbar button's tooltip: "Bold\nctrl+b" names the button "Bold". */
const tooltipName = (tooltip: string) => tooltip.split('\n')[0]!.trim();

/**
 * - Toolbar buttons show only an icon and keep their name in `data-tooltip` (button-name): the tooltip's first
 *   line becomes their aria-label; a group button (the picture menu) has no tooltip and takes its group's title
 *   from `groupTitles` (the toolbar's configuration, in the editor's language).
 * - A toolbar button that cannot act yet is drawn greyed with only a `disabled` class: it says so (aria-disabled),
 *   which also tells contrast checks it is inactive.
 * - The editable area has role="textarea", not an ARIA role (aria-roles): it is a multi-line textbox, named by
 *   the field's label.
 */
export function repairEditorAria(root: Element, label: string, groupTitles: ReadonlyMap<string, string>): void {
  for (const button of root.querySelectorAll('.w-e-bar button')) {
    const tooltip = button.getAttribute('data-tooltip');
    const key = button.getAttribute('data-menu-key') ?? '';
    const name = tooltip ? tooltipName(tooltip) : groupTitles.get(key);
    if (name && !button.textContent?.trim() && button.getAttribute('aria-label') !== name) {
      button.setAttribute('aria-label', name);
    }
    const off = button.classList.contains('disabled') ? 'true' : null;
    if (button.getAttribute('aria-disabled') !== off) {
      if (off) button.setAttribute('aria-disabled', off);
      else button.removeAttribute('aria-disabled');
    }
  }
  for (const area of root.querySelectorAll('[data-slate-editor]')) {
    if (area.getAttribute('role') !== 'textbox') area.setAttribute('role', 'textbox');
    if (area.getAttribute('aria-multiline') !== 'true') area.setAttribute('aria-multiline', 'true');
    if (label && area.getAttribute('aria-label') !== label) area.setAttribute('aria-label', label);
  }
}

/** Keeps `root` repaired while wangEditor redraws its toolbar (menu states) and text area. Returns the disconnect. */
export function observeEditorAria(root: Element, label: string, groupTitles: ReadonlyMap<string, string>) {
  const repair = () => repairEditorAria(root, label, groupTitles);
  repair();
  const observer = new MutationObserver(repair);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'role'] });
  return () => observer.disconnect();
}
