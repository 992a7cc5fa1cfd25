import type { ReactNode } from 'react';
import { SiteLayout } from '../layout/SiteLayout.tsx';
import '../../account/texts.ts';
import '../../styles/account.css';

/**
 * The site chrome around the account and store-application pages: the shared layout with the content
 * 1200 px wide.
 *
 * @example <AccountShell testId="user-info"><UserInfoForm /></AccountShell>
 */
export function AccountShell({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <SiteLayout>
      <div className="w1200 account-page" data-testid={testId}>
        {children}
      </div>
    </SiteLayout>
  );
}
