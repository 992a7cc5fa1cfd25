import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ReduxStore } from '@shop/api/redux-store';
import { contentApi, useGetAdvQuery, type Adv } from '@shop/api/endpoints/content';
import { catalogApi, useGetHomeQuery } from '@shop/api/endpoints/catalog';
import { HOME_AD_SPACES } from '@shop/contract/ad-spaces';
import { Banner } from '../components/display/Banner.tsx';
import { GoodsCard } from '../components/display/GoodsCard.tsx';
import { SiteLayout } from '../components/layout/SiteLayout.tsx';
import { HELP_ARTICLES, articlePath } from '../account/user-menu.ts';
import { ALL_COLLECTIVES, useSite } from '../components/layout/site.ts';
import { classPath, classSearchPath } from '../lib/search.ts';
import type { PageProps } from '../routes.ts';
import './home/home.css';

const SHORTCUTS = [
  ['/user/safe', 'check'],
  ['/integral', 'integral'],
  [ALL_COLLECTIVES, 'collectives'],
  ['/seckills', 'seckills'],
  [articlePath(HELP_ARTICLES.notices), 'notices'],
  ['/store/join', 'join'],
] as const;

function AdLink({ adv, className }: { adv: Adv; className: string }) {
  const inner = <img src={adv.image} alt={adv.name} loading="lazy" />;
  return adv.url?.startsWith('/') && !adv.url.startsWith('//') ? (
    <Link href={adv.url} className={className}>
      {inner}
    </Link>
  ) : (
    <a href={adv.url || '#'} className={className} target="_blank" rel="noreferrer">
      {inner}
    </a>
  );
}

/** The home's requests, started with its chunk (`warmRoute`). */
export function prefetch(store: ReduxStore): void {
  store.dispatch(catalogApi.util.prefetch('getHome', undefined, {}));
  for (const space of Object.values(HOME_AD_SPACES)) store.dispatch(contentApi.util.prefetch('getAdv', space, {}));
}

/** Goods floors added by each background render of the home. */
const FLOORS_PER_RENDER = 2;

/** An answer that should be a list, as one (an unknown ad space answers []; an error, nothing). */
function rows<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

/** Storefront home: slides, shortcuts and ads, one goods floor per top class. */
export default function HomePage(_props: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const home = useGetHomeQuery();
  const slides = useGetAdvQuery(HOME_AD_SPACES.slides);
  const tiles = useGetAdvQuery(HOME_AD_SPACES.tiles);
  const floorAds = useGetAdvQuery(HOME_AD_SPACES.floors);
  // The fallback only once the answer is in: showing it while loading would flash a wrong name.
  const siteName = site.isLoading ? '' : site.name || t('home.siteNameFallback');
  // What loads late never moves what is on screen: the shortcuts wait for the tiles (they decide between one row
  // and two), the floors below for the shortcuts, their ads and the class tree (the side picture).
  const promoReady = !tiles.isLoading;
  const floorsReady = promoReady && !home.isLoading && !floorAds.isLoading && !site.isLoading;
  const ready = useMemo(
    () => (floorsReady ? (home.data?.goods ?? []).filter((floor) => floor.goods.length > 0) : []),
    [floorsReady, home.data],
  );
  // The floors (up to eight cards each, mostly below the fold) are built in background renders, which yield to the
  // browser every few milliseconds, a few floors at a time: built with the answers, in the store's urgent render,
  // they were the home's longest tasks on a phone (Lighthouse's blocking time), as the tiles of a list were
  // (PagedGrid); and a render's commit, which puts its DOM in place in one task, stays short with a few floors.
  const deferred = useDeferredValue(ready);
  const [shown, setShown] = useState(FLOORS_PER_RENDER);
  useEffect(() => {
    if (shown >= deferred.length) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + FLOORS_PER_RENDER)));
    return () => clearTimeout(next);
  }, [shown, deferred.length]);
  const floors = deferred.slice(0, shown);
  const building = deferred !== ready || shown < deferred.length;
  const promo = rows(tiles.data).slice(0, 3);

  return (
    <SiteLayout className="home">
      <div data-testid="home" aria-busy={home.isLoading || building}>
        <h1 className="sr-only" data-testid="home-site-name">
          {siteName}
        </h1>
        {/* The category menu stays open over the left 200 px; the slides take the rest. */}
        <div className="w1200 home-hero">
          <Banner slides={rows(slides.data)} height={400} testId="home-banner" />
        </div>
        {promoReady && (
          <section className={promo.length ? 'w1200 home-promo' : 'w1200 home-promo home-promo--wide'}>
            <ul className="home-shortcuts">
              {SHORTCUTS.map(([href, key]) => (
                <li key={key}>
                  <Link href={href} className={`home-shortcut home-shortcut--${key}`}>
                    <span className="home-shortcut__icon" aria-hidden="true" />
                    {t(`browse.home.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
            {promo.map((adv) => (
              <AdLink key={adv.id} adv={adv} className="home-tile" />
            ))}
          </section>
        )}
        {floors.map((floor, i) => {
          const top = classPath(site.classes, floor.id)[0];
          const adv = rows(floorAds.data)[i];
          const more = classSearchPath(site.classes, floor.id);
          return (
            <section key={floor.id} className="w1200 floor" data-testid="home-floor" data-class-id={floor.id}>
              {adv && <AdLink adv={adv} className="floor__adv" />}
              <header className="floor__head">
                <h2>{floor.name}</h2>
                <Link href={more} data-testid="home-floor-more">
                  {t('browse.home.more')}
                </Link>
              </header>
              <div className="floor__body">
                <Link href={more} className="floor__side" aria-label={floor.name}>
                  {top?.thumb && <img src={top.thumb} alt="" width={160} height={160} loading="lazy" />}
                  <span>{floor.name}</span>
                </Link>
                <div className="floor__grid">
                  {floor.goods.slice(0, 8).map((goods) => (
                    <GoodsCard key={goods.id} goods={goods} variant="home" />
                  ))}
                </div>
              </div>
            </section>
          );
        })}
      </div>
    </SiteLayout>
  );
}
