import type { MouseEvent, ReactNode } from 'react';
import './phone.css';

export interface TabBarItem {
  href: string;
  label: string;
  icon: ReactNode;
  /** A count shown on the icon when above 0 (99+ beyond 99), e.g. the cart's goods. */
  badge?: number;
  testId?: string;
}

export interface TabBarProps {
  /** Up to four or five tabs; they share the width equally. */
  items: TabBarItem[];
  /** The current path: the tab whose href it is (or, except '/', starts with) is marked current. */
  current: string;
  /** Client-side navigation for plain left clicks; without it the links navigate natively. */
  onNavigate?: (href: string) => void;
  /** The accessible name of the `<nav>` landmark. */
  label?: string;
  testId?: string;
}

/**
 * The href of the tab `current` belongs to: an exact match, else the longest href `current` starts with at a
 * path boundary ('/user' owns '/user/orders' but not '/username'); '/' owns only '/'.
 */
export function currentTab(hrefs: string[], current: string): string | undefined {
  if (hrefs.includes(current)) return current;
  return hrefs
    .filter((href) => href !== '/' && current.startsWith(href) && /^[/?#]?$/.test(current.charAt(href.length)))
    .sort((a, b) => b.length - a.length)[0];
}

/** A click the browser should handle itself: another button, or a modifier asking for a new tab/window. */
function isNativeClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The phones' bottom tab bar (home, categories, cart, me…), fixed to the bottom edge above the safe area, with
 * a spacer of its height at its place in the flow so no content ends up under it. Hidden from 768 px up.
 *
 * @example <TabBar items={tabs} current={location} onNavigate={navigate} />
 */
export function TabBar({ items, current, onNavigate, label, testId = 'tab-bar' }: TabBarProps) {
  const active = currentTab(
    items.map((item) => item.href),
    current,
  );
  return (
    <>
      <div className="phone-tabbar-spacer" aria-hidden="true" />
      <nav className="phone-tabbar" aria-label={label} data-testid={testId}>
        {items.map((item) => (
          <a
            key={item.href}
            className="phone-tabbar-item"
            href={item.href}
            aria-current={item.href === active ? 'page' : undefined}
            data-testid={item.testId}
            onClick={(event) => {
              if (!onNavigate || event.defaultPrevented || isNativeClick(event)) return;
              event.preventDefault();
              onNavigate(item.href);
            }}
          >
            <span className="phone-tabbar-icon" aria-hidden="true">
              {item.icon}
            </span>
            <span className="phone-tabbar-label">{item.label}</span>
            {/* After the label so it is read as "Cart 3"; CSS puts it on the icon's corner. */}
            {item.badge !== undefined && item.badge > 0 && (
              <span className="phone-badge">{item.badge > 99 ? '99+' : item.badge}</span>
            )}
          </a>
        ))}
      </nav>
    </>
  );
}
