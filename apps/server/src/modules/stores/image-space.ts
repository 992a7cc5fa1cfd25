import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileSpaceDirs as dirsDescriptor, fileSpaces as spacesDescriptor } from '@shop/contract/resources/stores';
import { fileSpaceDirs, fileSpaces } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { shanghaiTime } from '../../lib/time.ts';

/**
 * Folders of the store's image space (Seller). Deleting a folder deletes its pictures' rows too (the files stay: goods
 * may still show them). Uploads record their pictures here (uploads/routes.ts).
 */
export const sellerFileSpaceDirs = defineResource({
  descriptor: dirsDescriptor,
  table: fileSpaceDirs,
  verbs: ['index', 'show', 'store', 'update', 'destroy'],
  hooks: {
    afterDestroy: async (tx, ids, ctx) => {
      await tx
        .update(fileSpaces)
        .set({ deleted_at: shanghaiTime() })
        .where(
          and(
            inArray(fileSpaces.dir_id, ids),
            eq(fileSpaces.belong_id, ctx.ownerId ?? -1),
            isNull(fileSpaces.deleted_at),
          ),
        );
    },
  },
});

/** The store's pictures, by folder (`dir_id`, 0 = the temporary folder). */
export const sellerFileSpaces = defineResource({
  descriptor: spacesDescriptor,
  table: fileSpaces,
  verbs: ['index', 'destroy'],
});
