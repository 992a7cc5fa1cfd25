import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './phone.css';

export interface StepperProps {
  value: number;
  min?: number;
  max?: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** The accessible name of the number field, e.g. "购买数量". */
  label: string;
  /** Prefix of the testIds: `${testId}-minus`, `${testId}-input`, `${testId}-plus`. */
  testId?: string;
}

/**
 * A quantity stepper for touch: − / number / + with 44 px targets and the numeric keyboard. A typed number is
 * clamped to [min, max] when the field is left or Enter is pressed; anything but digits restores the value.
 *
 * @example <Stepper value={count} max={stock} onChange={setCount} label={t('cart.quantity')} testId="cart-qty" />
 */
export function Stepper({
  value,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  onChange,
  disabled = false,
  label,
  testId = 'stepper',
}: StepperProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  // A new value from the parent replaces whatever is being typed (React's "adjust state on prop change").
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }

  const change = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next));
    setText(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  const commit = () => {
    const typed = text.trim();
    if (/^\d+$/.test(typed)) change(Number(typed));
    else setText(String(value));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  return (
    <div className="phone-stepper">
      <button
        type="button"
        className="phone-stepper-button"
        aria-label={t('common.decrease')}
        disabled={disabled || value <= min}
        data-testid={`${testId}-minus`}
        onClick={() => change(value - 1)}
      >
        −
      </button>
      <input
        className="phone-stepper-input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        value={text}
        disabled={disabled}
        data-testid={`${testId}-input`}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="phone-stepper-button"
        aria-label={t('common.increase')}
        disabled={disabled || value >= max}
        data-testid={`${testId}-plus`}
        onClick={() => change(value + 1)}
      >
        +
      </button>
    </div>
  );
}
