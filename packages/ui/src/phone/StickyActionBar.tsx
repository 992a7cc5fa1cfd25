import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './phone.css';

export interface StickyActionBarProps {
  /** The actions (buttons, a total…), laid out in a row with 8 px gaps. */
  children: ReactNode;
  /** Only on phones: bar and spacer are hidden from 768 px up, where the page shows its own actions. */
  phoneOnly?: boolean;
  testId?: string;
}

/**
 * A bar of actions fixed to the bottom of the screen (add to cart / buy now, checkout), above the safe area,
 * with a spacer that keeps its exact height (measured, as actions may wrap) at the end of the document, so the
 * end of the page is never hidden under it. The spacer goes to the end of `<body>` rather than beside the bar: a
 * page renders its bar in the middle of its content, and a spacer there left a gap mid-page and the footer under
 * the bar.
 *
 * @example <StickyActionBar phoneOnly><Button>加入购物车</Button><Button type="primary">立即购买</Button></StickyActionBar>
 */
export function StickyActionBar({ children, phoneOnly = false, testId = 'sticky-action-bar' }: StickyActionBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = bar.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // The observer reports the bar's size (first when it starts observing) once the browser has laid the page out
    // for its next paint. Reading offsetHeight here forced that layout in the middle of React's commit instead: on
    // Lighthouse's slowed phone, 130 ms of the cart's longest task.
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? el.offsetHeight;
      // Hidden (phoneOnly on a wide screen): the CSS hides the spacer too, keep its height rule.
      if (spacer.current && height > 0) spacer.current.style.height = `${height}px`;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const only = phoneOnly ? ' phone-only' : '';
  return (
    <>
      {createPortal(
        <div
          ref={spacer}
          className={`phone-actionbar-spacer${only}`}
          aria-hidden="true"
          data-testid={`${testId}-spacer`}
        />,
        document.body,
      )}
      <div ref={bar} className={`phone-actionbar${only}`} data-testid={testId}>
        {children}
      </div>
    </>
  );
}
