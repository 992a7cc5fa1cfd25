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
      const store = await loadStoreResource(req.server.db, sellerScope(req).storeId);
      if (!store) throw fail('store.notMall');
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
