import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lockBodyScroll } from './scroll-lock.ts';
import './phone.css';

export interface BottomSheetProps {
  open: boolean;
  /** Asked for by the close button, a tap on the backdrop and Escape. */
  onClose: () => void;
  /** The heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** Actions kept visible at the bottom while the body scrolls (e.g. a confirm button). */
  footer?: ReactNode;
  testId?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling through the sheet's controls, as a modal dialog must. */
function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const controls = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const at = document.activeElement;
  if (event.shiftKey && (at === first || at === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && at === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal sheet sliding up from the bottom of a phone's screen (a centred panel from 768 px up): spec pickers,
 * filters, address choices. While open the page behind does not scroll, focus stays inside, and the close
 * button, a tap on the backdrop or Escape close it; focus then returns to what opened it.
 *
 * @example <BottomSheet open={open} onClose={() => setOpen(false)} title="选择规格" footer={<button>确定</button>}>…</BottomSheet>
 */
export function BottomSheet({ open, onClose, title, children, footer, testId = 'bottom-sheet' }: BottomSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog itself takes focus (not its first control), so a screen reader starts with its title.
    panel.current?.focus();
    const unlock = lockBodyScroll();
    return () => {
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && panel.current) {
      trapTab(event, panel.current);
    }
  };

  return createPortal(
    <div className="phone-sheet-root" data-testid={testId}>
      <div className="phone-sheet-backdrop" data-testid={`${testId}-backdrop`} onClick={onClose} />
      <div
        ref={panel}
        className="phone-sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="phone-sheet-head">
          <h2 id={titleId} className="phone-sheet-title">
            {title}
          </h2>
          <button
            type="button"
            className="phone-sheet-close"
            aria-label={t('common.close')}
            data-testid={`${testId}-close`}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="phone-sheet-body">{children}</div>
        {footer !== undefined && <div className="phone-sheet-foot">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
