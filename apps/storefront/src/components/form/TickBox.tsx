import { useEffect, useRef, type ReactNode } from 'react';
import './tick-box.css';

export interface TickBoxProps {
  checked: boolean;
  /** Part of what the box stands for is ticked (a store with some of its lines): shown as a dash. */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  /** The visible label, beside the box. */
  children?: ReactNode;
  /** The box's name for a screen reader when it has no visible label. */
  label?: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * A checkbox of the browser's own, in the shop's red, for pages that load without Arco (the cart): its label is the
 * whole tap target, 44 px on a phone. The test id sits on the label, as on Arco's checkbox, so a click or a tap on
 * it ticks the box.
 *
 * @example <TickBox checked={all} indeterminate={some} onChange={setAll}>全选</TickBox>
 */
export function TickBox({ checked, indeterminate = false, onChange, children, label, disabled, testId }: TickBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  // `indeterminate` is a property only, never an attribute.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={disabled ? 'tick-box tick-box--disabled' : 'tick-box'} data-testid={testId}>
      <input
        ref={input}
        type="checkbox"
        className="tick-box__input"
        checked={checked}
        disabled={disabled}
        aria-label={children ? undefined : label}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      {children !== undefined && <span className="tick-box__text">{children}</span>}
    </label>
  );
}
