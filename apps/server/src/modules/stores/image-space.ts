import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fileSpaceDirs, fileSpaces } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { byStore } from '../../http/scope.ts';
import { shanghaiTime } from '../../lib/time.ts';

/**
 * Folders of the store's image space (Seller). Deleting a folder deletes its pictures' rows too (the files stay: goods
 * may still show them). Uploads record their pictures here (uploads/routes.ts).
 */
export const sellerFileSpaceDirs = defineResource({
  area: 'seller',
  path: 'file_space_dirs',
  table: fileSpaceDirs,
  verbs: ['index', 'show', 'store', 'update', 'destroy'],
  owner: byStore('belong_id'),
  writable: ['name'],
  required: ['name'],
  search: ['id', 'name', 'created_at'],
  sort: ['id', 'name', 'created_at'],
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
  area: 'seller',
  path: 'file_spaces',
  table: fileSpaces,
  verbs: ['index', 'destroy'],
  owner: byStore('belong_id'),
  writable: [],
  search: ['id', 'dir_id', 'name', 'created_at'],
  sort: ['id', 'created_at'],
});
