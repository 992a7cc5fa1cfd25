import type { ReactNode } from 'react';
import './phone.css';

export interface CardListProps {
  /** `Card`s. */
  children: ReactNode;
  testId?: string;
}

/**
 * A full-width vertical list of `Card`s, 12 px apart: how phones show orders, addresses, coupons… that a
 * table shows on desktop.
 *
 * @example <CardList>{orders.map((o) => <Card key={o.id} title={o.sn} extra={status}>…</Card>)}</CardList>
 */
export function CardList({ children, testId }: CardListProps) {
  return (
    <ul className="phone-cards" data-testid={testId}>
      {children}
    </ul>
  );
}
