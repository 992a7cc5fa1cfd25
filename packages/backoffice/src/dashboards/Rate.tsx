import { IconCaretDown, IconCaretUp } from '@arco-design/web-react/icon';
import { rateView } from './period.ts';

/** A rate with its direction: red and up when the figure grew or held, green and down when it fell. */
export function Rate({ label, value, testId }: { label: string; value: number; testId?: string }) {
  const { text, up } = rateView(value);
  return (
    <span
      className={`dash-rate ${up ? 'dash-up' : 'dash-down'}`}
      data-testid={testId}
      data-direction={up ? 'up' : 'down'}
    >
      {label} {up ? <IconCaretUp /> : <IconCaretDown />} {text}
    </span>
  );
}
