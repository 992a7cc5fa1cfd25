import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PhoneTabBar } from './PhoneTabBar.tsx';
import { TopBar } from './TopBar.tsx';
import './layout.css';

export interface SiteLayoutProps {
  children: ReactNode;
  /** Extra class of the `<main>` element. */
  className?: string;
  /**
   * The phone's bottom tab bar (default on). Pages whose own sticky bar takes the bottom of a phone's screen (goods,
   * checkout, payment) turn it off, as the large shops' mobile pages do.
   */
  tabBar?: boolean;
}

/**
 * The frame of every storefront page: top bar, header with search, cart and the
 * category menu, the page, footer. Content is 1200 px wide and centred (`.w1200`). Below 768 px the top bar and the
 * category menu give way to a search header, a scrolling row of channels and the bottom tab bar (layout.css).
 *
 * @example <SiteLayout><h1>…</h1></SiteLayout>
 */
export function SiteLayout({ children, className, tabBar = true }: SiteLayoutProps) {
  return (
    <div className="site">
      <TopBar />
      <Header />
      <main className={className ? `site-main ${className}` : 'site-main'}>{children}</main>
      <Footer />
      {tabBar && <PhoneTabBar />}
    </div>
  );
}
