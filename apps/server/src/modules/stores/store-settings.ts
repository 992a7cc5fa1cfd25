import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeSettingsRequestSchema } from '@shop/contract/requests/stores';
import { badInput, fail } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { sellerScope } from '../../http/scope.ts';
import { bumpCatalogVersion } from '../catalog/cache.ts';
import { editStore } from './store-editor.ts';
import { loadStoreResource } from './store-resource.ts';

/** The client always asks for `stores/0`; whatever the id, the answer is the caller's own store. */
function checkId(req: FastifyRequest): void {
  if (!/^\d{1,9}$/.test((req.params as { id: string }).id)) throw badInput('badValue', { field: 'id' });
}

/**
 * The owner's identity papers and contacts: staff read the store for its name, address and balances (order, money
 * and withdrawal screens), never for these. Kept on the wire, blank, so clients see the same shape.
 */
const OWNER_PAPERS = [
  'legal_person',
  'id_card_no',
  'id_card_t',
  'id_card_b',
  'business_license',
  'business_license_no',
  'emergency_contact',
  'emergency_contact_phone',
] as const;

/** The Seller's store settings (and the money page header): read and edit the caller's own store, never another. */
export async function storeSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/stores/:id',
    {
      config: { name: 'seller.stores.show' },
      ...documented({
        tags: ['seller'],
        summary: 'Own store as StoreResource (the id is ignored: always the caller’s store)',
      }),
    },
    async (req) => {
      checkId(req);
      const seller = sellerScope(req);
      const store = await loadStoreResource(req.server.db, seller.storeId);
      if (!store) throw fail('store.notMall');
      if (!seller.isOwner) for (const key of OWNER_PAPERS) store[key] = '';
      return { code: 200, msg: 'ok', data: store };
    },
  );

  const update = async (req: FastifyRequest) => {
    checkId(req);
    const input = parseInput(storeSettingsRequestSchema, req);
    await req.server.db.transaction((tx) => editStore(tx, sellerScope(req).storeId, input, 'owner'));
    // Goods cards carry the store's name: drop the cached catalogue answers.
    await bumpCatalogVersion(req.server.kv);
    return { code: 200, msg: translate(req.lang, 'success'), data: [] };
  };
  const opts = {
    config: { name: 'seller.stores.update' },
    ...documented({
      tags: ['seller'],
      summary:
        'Edit own store settings: name, logo, face, slides, description, phone, after-sale text, area[], lat/lng, address',
      body: storeSettingsRequestSchema,
    }),
  };
  app.put('/stores/:id', opts, update);
  app.patch('/stores/:id', opts, update);
}
