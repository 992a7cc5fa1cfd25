import { Suspense, lazy, useState, type ReactNode } from 'react';
import { ConsoleLayout, type ConsoleLayoutProps } from '@shop/ui/console/ConsoleLayout';
import { useConsole } from './useConsole.ts';

// The dialog (Modal, Form, Upload) loads on first opening, not with the first page.
const UserInfoDialog = lazy(() =>
  import('@shop/ui/console/UserInfoDialog').then((module) => ({ default: module.UserInfoDialog })),
);

export type AppConsoleProps = Partial<Pick<ConsoleLayoutProps, 'title' | 'hideTitle' | 'hideFrame'>> & {
  children?: ReactNode;
};

/**
 * The console of the surrounding back office around a page: `ConsoleLayout` wired by `useConsole`, plus
 * the user-info dialog. `BackOfficeApp` puts every is_open 0 page in it; standalone pages (is_open 1)
 * embed it themselves, usually with `hideFrame`.
 *
 * @example
 * import { AppConsole } from '@shop/backoffice/shell/AppConsole';
 * <AppConsole hideFrame><Dashboard /></AppConsole>
 */
export function AppConsole({ children, ...options }: AppConsoleProps) {
  const { layout, userInfo } = useConsole();
  // Mounted from the first opening on, so closing still animates.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  if (userInfo.visible && !dialogLoaded) setDialogLoaded(true);
  return (
    <>
      <ConsoleLayout {...layout} {...options}>
        {children}
      </ConsoleLayout>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <UserInfoDialog {...userInfo} />
        </Suspense>
      )}
    </>
  );
}
