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

/**
 * The top bar's module tabs: icon and name each, exactly one checked. When they do not all fit beside the
 * language switch and the user area (seven Seller modules at 1280 px), the icons go first; if the names alone still
 * do not fit, the tabs other than the checked one show only their icon, named by their tooltip and accessible
 * name. No module is ever cut off or hidden under the buttons beside it.
 */
export function ModuleTabs({ modules, checked, onSelect }: ModuleTabsProps) {
  const { i18n } = useTranslation();
  const fit = useTabsFit(`${i18n.language}|${modules.map((m) => m.id).join(',')}`);
  return (
    <nav ref={fit.ref} className={`console-modules console-modules--${fit.mode}`} role="tablist" aria-label="modules">
      {modules.map((module, index) => {
        const label = menuLabel(module, i18n.language);
        const iconOnly = fit.mode === 'icons' && index !== checked && !!module.icon;
        const icon = module.icon && fit.mode !== 'labels';
        return (
          <button
            type="button"
            role="tab"
            key={module.id}
            className={`console-module ${index === checked ? 'console-module--checked' : ''}`}
            aria-selected={index === checked}
            aria-label={iconOnly ? label : undefined}
            title={iconOnly ? label : undefined}
            data-testid="console-module"
            onClick={() => onSelect(index)}
          >
            {icon && (
              <span className="console-module__icon">
                <MenuIcon icon={module.icon} />
              </span>
            )}
            {!iconOnly && <span>{label}</span>}
          </button>
        );
      })}
    </nav>
  );
}

/** How much each tab shows: icon and name, the name only, or (but for the checked tab) the icon only. */
type TabsMode = 'full' | 'labels' | 'icons';

/**
 * The richest mode whose width fits the bar. Each mode's width is measured once per `content` (names, language),
 * by rendering it before the browser paints; resizing the window or the side menu only compares again.
 */
function useTabsFit(content: string) {
  const ref = useRef<HTMLElement>(null);
  const [mode, setMode] = useState<TabsMode>('full');
  const [measuring, setMeasuring] = useState<TabsMode | null>('full');
  const [measuredFor, setMeasuredFor] = useState(content);
  const widths = useRef({ full: 0, labels: 0 });

  if (measuredFor !== content) {
    // New names: measure again, starting from the full tabs (state adjusted while rendering, as React allows).
    setMeasuredFor(content);
    setMeasuring('full');
    setMode('full');
  }

  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const pick = (): TabsMode => {
      const room = bar.clientWidth;
      if (widths.current.full <= room) return 'full';
      return widths.current.labels <= room ? 'labels' : 'icons';
    };
    if (measuring === 'full') {
      widths.current.full = bar.scrollWidth;
      setMeasuring('labels');
      setMode('labels');
      return;
    }
    if (measuring === 'labels') {
      widths.current.labels = bar.scrollWidth;
      setMeasuring(null);
      setMode(pick());
      return;
    }
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setMode(pick()));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [measuredFor, measuring]);

  return { ref, mode };
}
