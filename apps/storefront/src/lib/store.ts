import type { StoreInfo } from '@shop/api/endpoints/catalog';

/** A slide of a banner: a picture and where it leads. */
export interface Slide {
  image: string;
  url?: string;
  name?: string;
}

/** `store_slide` as the store row has it (comma-separated addresses) or as an array of addresses or slides. */
export function storeSlides(value: StoreInfo['store_slide']): Slide[] {
  const list = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return list
    .map((item) => (typeof item === 'string' ? { image: item.trim() } : { image: item.image, url: item.url }))
    .filter((slide) => Boolean(slide.image));
}

/** Only an approved (verify 4), open (status 1) store has a public page; absent flags count as open. */
export function isOpenStore(store: Pick<StoreInfo, 'store_verify' | 'store_status'>): boolean {
  const verified = store.store_verify === undefined || Number(store.store_verify) === 4;
  const open = store.store_status === undefined || Number(store.store_status) === 1;
  return verified && open;
}
