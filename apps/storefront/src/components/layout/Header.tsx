import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CategoryMenu } from './CategoryMenu.tsx';
import { HELP_ARTICLES, articlePath } from '../../account/user-menu.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { SearchBox } from './SearchBox.tsx';
import { ALL_COLLECTIVES, useCartCount, useSite } from './site.ts';

/** Cart link with the count of `GET /cart_count` (0 when signed out). */
function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    <Link href="/carts" className="cart-link" data-testid="header-cart">
      {t('browse.header.cart')}
      <span className="cart-link__badge" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}

const NAV = [
  ['/', 'home'],
  ['/stores', 'stores'],
  ['/seckills', 'seckills'],
  [ALL_COLLECTIVES, 'collectives'],
  ['/integral', 'integral'],
  [articlePath(HELP_ARTICLES.help), 'help'],
] as const;

/**
 * Logo, search and cart, then the dark navigation bar with "all categories".
 * The category menu stays open under it on the home page and opens on hover elsewhere.
 */
export function Header() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const site = useSite();
  const [hover, setHover] = useState(false);
  const home = location === '/';
  return (
    <header className="header">
      <div className="w1200 header__main">
        <Link href="/" className="header__logo" title={site.name}>
          {site.logo ? <img src={site.logo} alt="" width={74} height={74} /> : null}
          <span className="header__name" data-testid="site-name">
            {site.name}
          </span>
        </Link>
        <SearchBox />
        <CartLink />
        {/* On a phone the top bar with its switch is hidden: the header keeps it in reach. */}
        <LanguageSwitch className="header__lang" />
      </div>
      <nav className="navbar" aria-label={t('browse.header.channels')}>
        <div className="w1200 navbar__inner">
          <div
            className="navbar__all"
            onMouseEnter={() => setHover(true)}
            onMouseLeave={() => setHover(false)}
            data-testid="category-trigger"
          >
            <span className="navbar__all-title">{t('browse.header.allGoods')}</span>
            {(home || hover) && <CategoryMenu pinned={home} onPick={() => setHover(false)} />}
          </div>
          {NAV.map(([href, key]) => (
            <Link key={key} href={href} className={location === href ? 'navbar__link is-active' : 'navbar__link'}>
              {t(`browse.header.${key}`)}
            </Link>
          ))}
        </div>
      </nav>
    </header>
  );
}
