-- Two things of the storefront's goods search (docs/search.md), in one migration so every goods row is rewritten
-- once.
--
-- 1. Two additions to a goods' search document (0002, kept by the trigger of 0012): its class and brand (below), and
--    its whole Latin words by their stem: each word also yields '=' || its stems (phones -> =phone, headphones ->
--    =headphone, berries -> =berry and =berrie). The suffix lexemes of 0002 let 'phone':* reach inside words (iPhone,
--    headphones), which is what a shopper typing part of a word wants; a synonym or a plural must not: 手机 = phone has
--    to find "Senior Phone" and "Phones", never "Headphones". modules/catalog/keywords.ts asks for '=' || stem of those
--    words (`stems()` of search-lexicon.ts is this function in TypeScript; test/catalog-search-stems.test.ts compares
--    them), and every lexeme 0002 made is kept, so no query finds less than before. See docs/search.md.
--
-- 2. goods.list_price: the price a list card shows. A card prices a goods at its cheapest SKU (goods_price, which the
--    goods editor keeps equal to it) after the goods' group-buy discount when a group buy applies (home-items.ts), but
--    the price sort ordered by goods_price, so a group-buy goods shown at 17.91 came after one at 18.90. The sort now
--    reads this column, kept by the database in the transaction of every write, whoever writes (the goods editor, the
--    seller's or the Admin's group-buy screens, the demo seed, SQL), and its listing index replaces the one on
--    goods_price, so a deep page by price is still an index-only walk. Like search_doc, the Drizzle schema does not
--    declare it, so no goods answer carries it and no goods write can set it. See docs/search.md.
DROP INDEX "goods_listed_price_idx";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "list_price" numeric(9, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
--
-- Light stemming, plural endings only, applied alike to the documents and the queries:
--   words of 3 letters or less, and words with digits, stay as they are;
--   -ies (5+ letters): both -y and -ie (accessories -> accessory, cookies -> cookie);
--   -sses, -xes, -ches, -shes: without -es (glasses -> glass, boxes -> box, watches -> watch);
--   -ss, -us, -is: as they are (glass, status, analysis);
--   other -s: without it (shoes -> shoe, jeans -> jean).
CREATE OR REPLACE FUNCTION shop_stems(w text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN length(w) <= 3 OR w !~ '^[a-z]+$' THEN ARRAY[w]
    WHEN length(w) >= 5 AND w ~ 'ies$' THEN ARRAY[left(w, -3) || 'y', left(w, -1)]
    WHEN w ~ '(ss|x|ch|sh)es$' THEN ARRAY[left(w, -2)]
    WHEN w ~ '(ss|us|is)$' THEN ARRAY[w]
    WHEN w ~ 's$' THEN ARRAY[left(w, -1)]
    ELSE ARRAY[w]
  END
$$;
--> statement-breakpoint
-- 0002's document plus the stems of its whole words.
CREATE OR REPLACE FUNCTION shop_search_doc(txt text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  WITH src AS (SELECT translate(txt, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') AS t),
  words AS (SELECT DISTINCT m[1] AS w FROM src, regexp_matches(src.t, '[a-z0-9]+', 'g') AS m),
  runs AS (
    SELECT m[1] AS r FROM src,
      regexp_matches(src.t, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+', 'g') AS m
  )
  SELECT array_to_tsvector(ARRAY(
    SELECT w FROM words
    UNION ALL SELECT '=' || s FROM words, unnest(shop_stems(w)) AS s
    UNION ALL SELECT substr(w, i) FROM words, generate_series(2, length(w) - 2) AS i
    UNION ALL SELECT '~' || left(w, i - 1) || substr(w, i + 1) FROM words, generate_series(1, length(w)) AS i
      WHERE length(w) >= 4
    UNION ALL SELECT substr(r, i, 1) FROM runs, generate_series(1, length(r)) AS i
    UNION ALL SELECT substr(r, i, 2) FROM runs, generate_series(1, length(r) - 1) AS i
  ))
$$;
--> statement-breakpoint
-- A goods' document: its names' lexemes, and '#c' || its class id and '#b' || its brand id. A search for 茶叶 also
-- finds the goods of the class it names (and its subclasses), a search for 极光 those of the brand: keywords.ts
-- works out which ids a word names from the class and brand names, and asks for '#c79' beside the words' own
-- lexemes, so a query stays one probe of the GIN index however many classes its words name. Only the ids are kept
-- here, so renaming or moving a class rewrites no goods.
CREATE OR REPLACE FUNCTION shop_goods_doc(goods_name text, goods_subname text, class_id integer, brand_id integer)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT shop_search_doc(coalesce(goods_name, '') || ' ' || coalesce(goods_subname, ''))
    || array_to_tsvector(ARRAY['#c' || coalesce(class_id, 0), '#b' || coalesce(brand_id, 0)])
$$;
--> statement-breakpoint
-- 0012's trigger, now also when a goods changes class or brand.
CREATE OR REPLACE FUNCTION shop_goods_search_doc() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.goods_name IS NOT DISTINCT FROM OLD.goods_name
    AND NEW.goods_subname IS NOT DISTINCT FROM OLD.goods_subname
    AND NEW.class_id IS NOT DISTINCT FROM OLD.class_id
    AND NEW.brand_id IS NOT DISTINCT FROM OLD.brand_id
    AND NEW.search_doc IS NOT DISTINCT FROM OLD.search_doc THEN
    RETURN NEW;
  END IF;
  NEW.search_doc := shop_goods_doc(NEW.goods_name, NEW.goods_subname, NEW.class_id, NEW.brand_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER "goods_search_doc" ON "goods";
--> statement-breakpoint
CREATE TRIGGER "goods_search_doc"
  BEFORE INSERT OR UPDATE OF "goods_name", "goods_subname", "class_id", "brand_id", "search_doc" ON "goods"
  FOR EACH ROW EXECUTE FUNCTION shop_goods_search_doc();
--> statement-breakpoint
-- The group price of home-items.ts (money.ts `discounted`): the price in cents times (10000 - discount in
-- hundredths of a percent, at most 100 %), rounded half up to the cent, of the newest group buy that still applies
-- (not stopped by the platform, not deleted by the store), else the price itself.
CREATE OR REPLACE FUNCTION shop_list_price(goods_id integer, price numeric) RETURNS numeric
LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT floor((round(price * 100) * (10000 - least(round(c.discount * 100), 10000)) + 5000) / 10000) / 100
       FROM collectives c
       WHERE c.goods_id = shop_list_price.goods_id AND c.stopped = 0 AND c.deleted_at IS NULL
       ORDER BY c.id DESC LIMIT 1),
    price)::numeric(9, 2)
$$;--> statement-breakpoint
-- On goods: a new goods, a new price, or a list price set by hand (always recomputed).
CREATE OR REPLACE FUNCTION shop_goods_list_price() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.goods_price IS NOT DISTINCT FROM OLD.goods_price
    AND NEW.list_price IS NOT DISTINCT FROM OLD.list_price THEN
    RETURN NEW;
  END IF;
  NEW.list_price := shop_list_price(NEW.id, NEW.goods_price);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "goods_list_price"
  BEFORE INSERT OR UPDATE OF "goods_price", "list_price" ON "goods"
  FOR EACH ROW EXECUTE FUNCTION shop_goods_list_price();--> statement-breakpoint
-- On collectives: a rule created, deleted, moved to other goods, re-priced, stopped or resumed re-prices the goods
-- it left and the goods it now names (only those whose list price changes are written).
CREATE OR REPLACE FUNCTION shop_collective_list_price() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods SET list_price = shop_list_price(goods.id, goods.goods_price)
    WHERE goods.id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.goods_id END,
                       CASE WHEN TG_OP <> 'DELETE' THEN NEW.goods_id END)
      AND goods.list_price IS DISTINCT FROM shop_list_price(goods.id, goods.goods_price);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "collectives_list_price"
  AFTER INSERT OR DELETE OR UPDATE OF "goods_id", "discount", "stopped", "deleted_at" ON "collectives"
  FOR EACH ROW EXECUTE FUNCTION shop_collective_list_price();--> statement-breakpoint
-- Every goods once: its document again (a document set by hand is always recomputed) and its list price (group-buy
-- goods get their group price), through the two triggers. The GIN index is built afresh after, which is several
-- times faster than entering every new document in it one by one.
DROP INDEX "goods_search_doc_idx";--> statement-breakpoint
UPDATE "goods" SET "search_doc" = NULL, "list_price" = "goods_price";--> statement-breakpoint
CREATE INDEX "goods_search_doc_idx" ON "goods" USING gin ("search_doc") WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "goods_listed_price_idx" ON "goods" USING btree ("list_price","id") WHERE "goods"."goods_status" = 1 and "goods"."goods_verify" = 1 and "goods"."deleted_at" is null and "goods"."store_open";
