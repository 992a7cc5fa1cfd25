import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { GoodsClassNode } from '@shop/api/endpoints/catalog';
import { classSearchPath } from '../../lib/search.ts';
import { useSite } from './site.ts';

export interface CategoryMenuProps {
  /** Always shown (home page, white style) rather than dropped down on hover (dark style). */
  pinned?: boolean;
  /** Called after a link is followed, so a drop-down can close. */
  onPick?: () => void;
}

/**
 * The three-level category mega-menu of `GET /common`: a row per level-1 class
 * with up to three level-2 quick links; hovering a row opens a flyout with every level-2 title and its
 * level-3 links, beside the brand logos. Every link opens the search filtered by that class. The flyout sits inside
 * its row, so the keyboard reaches it by Tab right after the row's own links: focusing a row opens it as hovering
 * does, Escape or leaving the menu closes it.
 */
export function CategoryMenu({ pinned = false, onPick }: CategoryMenuProps) {
  const { classes, brands } = useSite();
  const [active, setActive] = useState<number | null>(null);
  // Escape closes the flyout and hands the focus back to its row's class, which must not reopen it.
  const closing = useRef(false);
  const open = classes.find((node) => node.id === active);

  const link = (node: GoodsClassNode, className: string, testId: string) => (
    <Link
      key={node.id}
      href={classSearchPath(classes, node.id)}
      className={className}
      data-testid={testId}
      data-class-id={node.id}
      onClick={() => {
        setActive(null);
        onPick?.();
      }}
    >
      {node.name}
    </Link>
  );

  const flyout = (row: GoodsClassNode) => (
    <div className="cat-menu__flyout" data-testid="category-flyout">
      <div className="cat-menu__groups">
        {(row.children ?? []).map((mid) => (
          <dl key={mid.id} className="cat-menu__group">
            <dt>{link(mid, 'cat-menu__mid', 'category-l2')}</dt>
            <dd>{(mid.children ?? []).map((leaf) => link(leaf, 'cat-menu__leaf', 'category-l3'))}</dd>
          </dl>
        ))}
      </div>
      {brands.length > 0 && (
        <div className="cat-menu__brands">
          {brands.map((brand) =>
            brand.thumb ? (
              <img
                key={brand.id}
                src={brand.thumb}
                alt={brand.name}
                title={brand.name}
                width={100}
                height={50}
                loading="lazy"
              />
            ) : (
              <span key={brand.id} className="cat-menu__brand-name">
                {brand.name}
              </span>
            ),
          )}
        </div>
      )}
    </div>
  );

  return (
    <div
      className={pinned ? 'cat-menu cat-menu--pinned' : 'cat-menu'}
      data-testid="category-menu"
      onMouseLeave={() => setActive(null)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setActive(null);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || active === null) return;
        const row = event.target instanceof Element ? event.target.closest('.cat-menu__row') : null;
        setActive(null);
        closing.current = true;
        row?.querySelector<HTMLElement>('.cat-menu__top')?.focus();
        closing.current = false;
      }}
    >
      <ul className="cat-menu__list">
        {classes.map((top) => (
          <li
            key={top.id}
            className={top.id === active ? 'cat-menu__row is-active' : 'cat-menu__row'}
            onMouseEnter={() => setActive(top.id)}
            onFocus={() => {
              if (!closing.current) setActive(top.id);
            }}
          >
            {link(top, 'cat-menu__top', 'category-l1')}
            <span className="cat-menu__quick">
              {(top.children ?? []).slice(0, 3).map((mid) => link(mid, 'cat-menu__quick-link', 'category-quick'))}
            </span>
            {top.id === open?.id && flyout(top)}
          </li>
        ))}
      </ul>
    </div>
  );
}
