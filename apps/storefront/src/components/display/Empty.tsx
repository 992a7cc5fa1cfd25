import type { ReactNode } from 'react';
import './empty.css';

/** The empty state of a list or a missing record; `children` (a way on, such as a link) go under the text. */
export function Empty({ text, testId = 'empty', children }: { text: string; testId?: string; children?: ReactNode }) {
  return (
    <div className="empty" data-testid={testId}>
      <span className="empty__icon" aria-hidden="true" />
      <p>{text}</p>
      {children}
    </div>
  );
}
