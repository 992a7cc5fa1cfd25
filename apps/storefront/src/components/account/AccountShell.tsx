import type { ReactNode } from 'react';
import { SiteLayout } from '../layout/SiteLayout.tsx';
import '../../account/texts.ts';
import '../../styles/account.css';

/**
 * The site chrome around the account and store-application pages: the shared layout with the content
 * 1200 px wide. `tabBar={false}` leaves out the phone's tab bar, for pages with a sticky bar of their own.
 *
 * @example <AccountShell testId="user-info"><UserInfoForm /></AccountShell>
 */
export function AccountShell({ children, testId, tabBar }: { children: ReactNode; testId?: string; tabBar?: boolean }) {
  return (
    <SiteLayout tabBar={tabBar}>
      <div className="w1200 account-page" data-testid={testId}>
        {children}
      </div>
    </SiteLayout>
  );
}
