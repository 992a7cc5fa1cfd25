import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useGetCommonQuery } from '@shop/api/endpoints/site';
import type { MessageKey } from '@shop/i18n';

/** Between the page's title and the site's name, as the server's head writes it (apps/server head-html.ts). */
const SEPARATOR = ' - ';

/** A route's name titles its page until the page knows its goods, store or article, whose name then wins. */
export type TitleLevel = 'route' | 'entity';
const RANK: Record<TitleLevel, number> = { route: 0, entity: 1 };

/** The titles the mounted pages ask for; the highest level shows, the latest of a level. */
const asked: { rank: number; text: string }[] = [];

function show(): void {
  let best: (typeof asked)[number] | undefined;
  for (const entry of asked) if (!best || entry.rank >= best.rank) best = entry;
  if (best && document.title !== best.text) document.title = best.text;
}

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The address and language the server wrote the document's head for (docs/seo.md), read before the texts' set-up
 * changes `<html lang>`. On that page the server's title stays: it is already the page's, and often says more than
 * the route's name (a list's class and page number); the route's name titles every page after it.
 */
let served: { address: string; lang: string } | null =
  typeof document === 'undefined' ? null : { address: here(), lang: document.documentElement.lang.toLowerCase() };

function onServedPage(lang: string): boolean {
  if (served && served.address === here() && served.lang === lang.toLowerCase()) return true;
  served = null;
  return false;
}

/** For tests: no title asked for, and the document as first served at `address`, in `lang`. */
export function resetPageTitles(lang: string, address = here()): void {
  asked.length = 0;
  served = { address, lang: lang.toLowerCase() };
}

/**
 * Titles the document: `title` then the site's name, as the server's head does; `null` is the site's own title (the
 * home's). Nothing is written while the title is not known yet (`undefined`: the goods still loading) or the site's
 * name is not (`GET /common`), so the title never shows a raw key or a title without the shop.
 */
export function usePageTitle(title: string | null | undefined, level: TitleLevel = 'entity'): void {
  const { i18n } = useTranslation();
  const { data, isSuccess } = useGetCommonQuery();
  const [path] = useLocation();
  const search = useSearch();
  const name = data?.common?.web_name?.trim() ?? '';
  const text =
    title === undefined || !isSuccess
      ? undefined
      : title === null
        ? data?.common?.index_name?.trim() || name || undefined
        : name
          ? `${title}${SEPARATOR}${name}`
          : title;
  const lang = i18n.language;
  useEffect(() => {
    if (text === undefined || (level === 'route' && onServedPage(lang))) return;
    const entry = { rank: RANK[level], text };
    asked.push(entry);
    show();
    return () => {
      asked.splice(asked.indexOf(entry), 1);
      show();
    };
  }, [text, level, lang, path, search]);
}

/** The title of a route's page by its name (`pageTitle.<name>`, in the bundled texts); the home's is the site's. */
export function useRouteTitle(name: string): void {
  const { t, i18n } = useTranslation();
  const key = `pageTitle.${name}`;
  usePageTitle(name === 'index' ? null : i18n.exists(key) ? t(key as MessageKey) : undefined, 'route');
}
