import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@shop/api/endpoints/access';
import { menuLabel } from '@shop/api/menu-tree';
import { MenuIcon } from './MenuIcon.tsx';

export interface ModuleTabsProps {
  modules: ReadonlyArray<MenuNode>;
  /** The one checked tab. */
  checked: number;
  onSelect: (index: number) => void;
}

/** How much each tab shows, from the richest: icon and name, the name, a shortened name, the icon alone. */
type TabsMode = 'full' | 'labels' | 'short' | 'icons';

/** The modes measured, in the order they are tried; `icons` is what is left when none of them fits. */
const MEASURED: readonly TabsMode[] = ['full', 'labels', 'short'];

/** A full-width character (CJK): a name of them is shortened to its first two, which carry its meaning. */
const isWide = (ch: string) => (ch.codePointAt(0) ?? 0) >= 0x2e80;

/**
 * A module's name shortened for a crowded bar: the first word of a name of several (Points Mall → Points), the
 * first two characters of a Chinese name (商品中心 → 商品); other names as they are (a stylesheet still caps a long
 * single word with an ellipsis).
 *
 * @example shortModuleName('Points Mall') // 'Points'
 * @example shortModuleName('数据统计') // '数据'
 */
export function shortModuleName(name: string): string {
  const trimmed = name.trim();
  const words = trimmed.split(/\s+/);
  if (words.length > 1) return words[0]!;
  const chars = [...trimmed];
  if (chars.length > 2 && chars.every(isWide)) return chars.slice(0, 2).join('');
  return trimmed;
}

/**
 * The top bar's module tabs: icon and name each, exactly one checked. When they do not all fit beside the
 * language switch and the user area, the icons go first; then the tabs other than the checked one shorten their
 * names; if even those do not fit, they show only their icon. A tab not showing its whole name is named by its
 * tooltip and accessible name. The bar scrolls sideways rather than push the buttons beside it away.
 */
export function ModuleTabs({ modules, checked, onSelect }: ModuleTabsProps) {
  const { i18n } = useTranslation();
  const fit = useTabsFit(`${i18n.language}|${modules.map((m) => `${m.id}:${m.name}:${m.ename}`).join(',')}`);
  return (
    <nav ref={fit.ref} className={`console-modules console-modules--${fit.mode}`} role="tablist" aria-label="modules">
      {modules.map((module, index) => {
        const label = menuLabel(module, i18n.language);
        const own = index === checked;
        const iconOnly = fit.mode === 'icons' && !own && !!module.icon;
        const shown = fit.mode === 'short' && !own ? shortModuleName(label) : label;
        const partial = iconOnly || shown !== label;
        const icon = module.icon && (fit.mode === 'full' || fit.mode === 'icons');
        return (
          <button
            type="button"
            role="tab"
            key={module.id}
            className={`console-module ${own ? 'console-module--checked' : ''}`}
            aria-selected={own}
            aria-label={partial ? label : undefined}
            title={partial ? label : undefined}
            data-testid="console-module"
            onClick={() => onSelect(index)}
          >
            {icon && (
              <span className="console-module__icon">
                <MenuIcon icon={module.icon} />
              </span>
            )}
            {!iconOnly && <span className="console-module__name">{shown}</span>}
          </button>
        );
      })}
    </nav>
  );
}

/**
 * What the tabs need: from the left of the first to the right of the last. Not the bar's `scrollWidth`, which is
 * never less than the bar itself: measured while the bar was wide, a mode would seem to need all of it and be
 * given up as soon as the bar narrowed (the user's name arriving beside it), when it still fitted.
 */
function tabsWidth(bar: HTMLElement): number {
  const tabs = bar.querySelectorAll<HTMLElement>('.console-module');
  const first = tabs[0];
  const last = tabs[tabs.length - 1];
  if (!first || !last) return 0;
  return Math.ceil(last.getBoundingClientRect().right - first.getBoundingClientRect().left);
}

/**
 * The richest mode whose tabs fit the bar. Each mode's width is measured once per `content` (names, language), by
 * rendering it before the browser paints; resizing the window or the side menu only compares again.
 */
function useTabsFit(content: string) {
  const ref = useRef<HTMLElement>(null);
  const [mode, setMode] = useState<TabsMode>('full');
  const [measuring, setMeasuring] = useState<TabsMode | null>('full');
  const [measuredFor, setMeasuredFor] = useState(content);
  const widths = useRef<Partial<Record<TabsMode, number>>>({});

  if (measuredFor !== content) {
    // New names: measure again, starting from the full tabs (state adjusted while rendering, as React allows).
    setMeasuredFor(content);
    setMeasuring('full');
    setMode('full');
  }

  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const pick = (): TabsMode => MEASURED.find((m) => (widths.current[m] ?? Infinity) <= bar.clientWidth) ?? 'icons';
    if (measuring) {
      widths.current[measuring] = tabsWidth(bar);
      const next = MEASURED[MEASURED.indexOf(measuring) + 1] ?? null;
      setMeasuring(next);
      setMode(next ?? pick());
      return;
    }
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMode(pick()));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [measuredFor, measuring]);

  return { ref, mode };
}
