-- goods.store_open: whether the goods' store is listed (open, approved, not deleted), kept by the database itself.
-- The storefront's listing filter reads it instead of asking, for every goods it walks, whether its store is open
-- (a join to stores: at page 3000 of 100k goods, 90,000 lookups that cost as much as the walk). Triggers keep it in
-- the transaction of every write, whoever writes (the Admin's or the seller's store editor, a store deletion, the
-- demo seed, SQL): a store whose listed state changes sets it on its goods; goods inserted or moved to another
-- store read their store. The listing's partial indexes are rebuilt with it in their condition, and lose the
-- store_id that ended them (0009, 0010): the filter no longer reads it. See docs/catalogue-performance.md.
DROP INDEX "goods_listed_id_idx";--> statement-breakpoint
DROP INDEX "goods_listed_class_idx";--> statement-breakpoint
DROP INDEX "goods_listed_brand_idx";--> statement-breakpoint
DROP INDEX "goods_listed_store_idx";--> statement-breakpoint
DROP INDEX "goods_listed_sale_idx";--> statement-breakpoint
DROP INDEX "goods_listed_price_idx";--> statement-breakpoint
DROP INDEX "goods_listed_created_idx";--> statement-breakpoint
DROP INDEX "goods_listed_comments_idx";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "store_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "goods" SET "store_open" = false
  WHERE NOT EXISTS (SELECT 1 FROM "stores" s WHERE s."id" = "goods"."store_id" AND s."store_status" = 1
    AND s."store_verify" = 4 AND s."deleted_at" IS NULL);--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_store_listed(s stores) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  -- The store the public may see: open (store_status 1), approved (store_verify 4), not deleted.
  SELECT s.store_status = 1 AND s.store_verify = 4 AND s.deleted_at IS NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_store_goods_open() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  listed boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN
    listed := false;
  ELSE
    listed := shop_store_listed(NEW);
    -- An update that leaves the store as listed (or as unlisted) as it was changes no goods.
    IF TG_OP = 'UPDATE' AND shop_store_listed(OLD) = listed THEN
      RETURN NULL;
    END IF;
  END IF;
  UPDATE goods SET store_open = listed
    WHERE store_id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END) AND store_open <> listed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stores_goods_store_open"
  AFTER INSERT OR DELETE OR UPDATE OF "store_status", "store_verify", "deleted_at" ON "stores"
  FOR EACH ROW EXECUTE FUNCTION shop_store_goods_open();--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_goods_store_open() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.store_id IS NOT DISTINCT FROM NEW.store_id THEN
    RETURN NEW;
  END IF;
  -- FOR SHARE: a concurrent transaction changing the store waits for this one (and this one for it), so the goods
  -- it sets are never written from a store state that is being replaced.
  NEW.store_open := coalesce(
    (SELECT shop_store_listed(s) FROM stores s WHERE s.id = NEW.store_id FOR SHARE), false);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goods_store_open"
  BEFORE INSERT OR UPDATE OF "store_id" ON "goods"
  FOR EACH ROW EXECUTE FUNCTION shop_goods_store_open();--> statement-breakpoint
CREATE INDEX "goods_listed_id_idx" ON "goods" USING btree ("id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null and "goods"."store_open";--> statement-breakpoint
CREATE INDEX "goods_listed_class_idx" ON "goods" USING btree ("class_id","id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null and "goods"."store_open";--> statement-breakpoint
CREATE INDEX "goods_listed_brand_idx" ON "goods" USING btree ("brand_id","id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null and "goods"."store_open";--> statement-breakpoint
CREATE INDEX "goods_listed_store_idx" ON "goods" USING btree ("store_id","id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null and "goods"."store_open";--> statement-breakpoint
CREATE INDEX "goods_listed_sale_idx" ON "goods" USING btree ("goods_sale","id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null and "goods"."store_open";--> statement-breakpoint
CREATE INDEX "goods_listed_price_idx" ON "goods" USING btree ("goods_price","id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null and "goods"."store_open";--> statement-breakpoint
CREATE INDEX "goods_listed_created_idx" ON "goods" USING btree ("created_at","id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null and "goods"."store_open";--> statement-breakpoint
CREATE INDEX "goods_listed_comments_idx" ON "goods" USING btree ("comment_count","id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null and "goods"."store_open";