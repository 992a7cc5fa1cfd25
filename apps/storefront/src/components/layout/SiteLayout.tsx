import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { TopBar } from './TopBar.tsx';
import './layout.css';

export interface SiteLayoutProps {
  children: ReactNode;
  /** Extra class of the `<main>` element. */
  className?: string;
}

/**
 * The frame of every storefront page: top bar, header with search, cart and the
 * category menu, the page, footer. Content is 1200 px wide and centred (`.w1200`).
 *
 * @example <SiteLayout><h1>…</h1></SiteLayout>
 */
export function SiteLayout({ children, className }: SiteLayoutProps) {
  return (
    <div className="site">
      <TopBar />
      <Header />
      <main className={className ? `site-main ${className}` : 'site-main'}>{children}</main>
      <Footer />
    </div>
  );
}
