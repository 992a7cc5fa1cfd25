import type { ReactNode } from 'react';

export interface DashCardProps {
  title: ReactNode;
  /** Right of the title (filters). */
  extra?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A dashboard card: title bar, optional filters on its right, body; with the hover shadow of qwshop's dashboards.
 * Plain markup rather than Arco's Card: the overview is the first screen after sign-in, where every kilobyte counts.
 */
export function DashCard({ title, extra, className, testId, children }: DashCardProps) {
  return (
    <section className={`dash-card${className ? ` ${className}` : ''}`} data-testid={testId}>
      <header className="dash-card-head">
        <h3 className="dash-card-title">{title}</h3>
        {extra}
      </header>
      <div className="dash-card-body">{children}</div>
    </section>
  );
}
