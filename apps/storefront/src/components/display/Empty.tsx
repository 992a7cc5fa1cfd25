import './empty.css';

/** The empty state of a list or a missing record. */
export function Empty({ text, testId = 'empty' }: { text: string; testId?: string }) {
  return (
    <div className="empty" data-testid={testId}>
      <span className="empty__icon" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
