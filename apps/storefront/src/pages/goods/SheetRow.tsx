import type { ReactNode } from 'react';

interface SheetRowProps {
  label: string;
  /** The summary shown after the label (what is chosen, the coupons' amounts). */
  children: ReactNode;
  onOpen: () => void;
  testId: string;
}

/**
 * Phones only (hidden from 768 px up by goods.css): a full-width row "label  summary  ›" that opens a bottom
 * sheet, as the large shops' mobile goods pages show coupons and the chosen spec.
 */
export function SheetRow({ label, children, onOpen, testId }: SheetRowProps) {
  return (
    <button type="button" className="sheet-row" data-testid={testId} onClick={onOpen}>
      <span className="sheet-row__label">{label}</span>
      <span className="sheet-row__value">{children}</span>
      <span className="sheet-row__more" aria-hidden="true" />
    </button>
  );
}
