import { useCartCountQuery, useGetCommonQuery, type CommonData } from '@shop/api/endpoints/site';
import { useAppSelector } from '@shop/api/hooks';
import type { Brand, GoodsClassNode } from '@shop/api/endpoints/catalog';
import { classTree } from '../../lib/search.ts';

/** `{"keywords":""}` encoded: the group-buy list without filters (the original's constant link). */
export const ALL_COLLECTIVES = '/collectives/eyJrZXl3b3JkcyI6IiJ9';

export interface SiteData {
  /** The configured `web_name`, '' until `/common` answers. */
  name: string;
  logo: string;
  icp: string;
  classes: GoodsClassNode[];
  brands: Brand[];
  cart: number;
  isLoading: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The site bootstrap of `GET /common` in the shapes the chrome uses (one request, cached). */
export function useSite(): SiteData {
  const { data, isLoading } = useGetCommonQuery();
  const common: Partial<CommonData['common']> = data?.common ?? {};
  return {
    name: text(common.web_name),
    logo: text(common.logo),
    icp: text(common.icp),
    classes: classTree(data?.classes),
    brands: Array.isArray(data?.brands) ? (data.brands as Brand[]) : [],
    cart: Number(data?.cart) || 0,
    isLoading,
  };
}

/** The cart's count as `GET /cart_count` answers it (the site bootstrap's until then; 0 when signed out). */
export function useCartCount(): number {
  const isLogin = useAppSelector((state) => state.auth.isLogin);
  const site = useSite();
  const { data } = useCartCountQuery(undefined, { skip: !isLogin });
  return isLogin ? (typeof data === 'number' ? data : site.cart) : 0;
}
