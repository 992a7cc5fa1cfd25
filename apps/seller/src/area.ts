/** The one place this app names its area; everything else reads it from here. */
export const AREA = 'seller' as const;
/** Router base: Vite's `base` without the trailing slash ('/Seller'). */
export const ROUTER_BASE = import.meta.env.BASE_URL.replace(/\/$/, '');
