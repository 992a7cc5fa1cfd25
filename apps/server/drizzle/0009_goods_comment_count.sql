-- goods.comment_count: the reviews of each goods that are not deleted, kept by the database itself.
-- The storefront's comments sort orders by it through an index and every goods card shows it, instead of counting
-- order_comments per row (a sequential scan of goods with a count per row on the sort). A trigger keeps it in the
-- transaction of every review write, whoever writes it (a shopper's review, the automatic one, the demo seed, an
-- Admin deletion, a restore), so it cannot drift from the rows it counts. See docs/catalogue-performance.md.
-- The listing's sort indexes other than id are rebuilt ending with store_id (see src/db/schema/catalog.ts), so a
-- deep page walks its offset in the index alone.
DROP INDEX "goods_listed_sale_idx";--> statement-breakpoint
DROP INDEX "goods_listed_price_idx";--> statement-breakpoint
DROP INDEX "goods_listed_created_idx";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "goods" SET "comment_count" = c.n
  FROM (SELECT "goods_id", count(*)::int AS n FROM "order_comments" WHERE "deleted_at" IS NULL GROUP BY "goods_id") c
  WHERE c."goods_id" = "goods"."id";--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_goods_comment_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- An update that moves nothing between goods and keeps the row live (or deleted) changes no count.
  IF TG_OP = 'UPDATE' AND OLD.goods_id = NEW.goods_id
     AND (OLD.deleted_at IS NULL) = (NEW.deleted_at IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
    UPDATE goods SET comment_count = comment_count - 1 WHERE id = OLD.goods_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.deleted_at IS NULL THEN
    UPDATE goods SET comment_count = comment_count + 1 WHERE id = NEW.goods_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_comments_goods_comment_count"
  AFTER INSERT OR DELETE OR UPDATE OF "goods_id", "deleted_at" ON "order_comments"
  FOR EACH ROW EXECUTE FUNCTION shop_goods_comment_count();--> statement-breakpoint
CREATE INDEX "goods_listed_comments_idx" ON "goods" USING btree ("comment_count","id","store_id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_listed_sale_idx" ON "goods" USING btree ("goods_sale","id","store_id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_listed_price_idx" ON "goods" USING btree ("goods_price","id","store_id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "goods_listed_created_idx" ON "goods" USING btree ("created_at","id","store_id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null;
