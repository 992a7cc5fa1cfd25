-- The id-order listing index (newest first, the storefront's default order, and the id sort) ends with store_id
-- like the other sort indexes (0009): the listing filter reads goods.store_id (is the store open and approved?),
-- and with it in the index a deep page walks its offset as an index-only scan instead of visiting the goods row of
-- every entry it skips. See src/db/schema/catalog.ts and docs/catalogue-performance.md.
DROP INDEX "goods_listed_id_idx";--> statement-breakpoint
CREATE INDEX "goods_listed_id_idx" ON "goods" USING btree ("id","store_id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null;