-- Appends {{count}} generated goods in ONE statement (bench/lib/goods-fill.mjs runs it; the server's index test
-- reads it too). They spread over the open, approved stores, the third-level classes and the brands already
-- seeded; names mix English words and Chinese product names so keyword queries in both languages hit a
-- realistic share ("phone" reaches Phone and Headphones: a quarter of the rows; 手机 an eighth). About 2 % are
-- off the shelf and 1 % wait for review, so the listing filters have something to skip. Run after migrate + seed.
with s as (select array_agg(id order by id) as ids from stores
           where store_status = 1 and store_verify = 4 and deleted_at is null),
     c as (select array_agg(c3.id order by c3.id) as ids from goods_classes c3
           join goods_classes c2 on c2.id = c3.pid join goods_classes c1 on c1.id = c2.pid
           where c1.pid = 0 and c3.deleted_at is null),
     b as (select coalesce(array_agg(id order by id), array[0]) as ids from goods_brands where deleted_at is null),
     img as (select coalesce((select goods_master_image from goods where goods_master_image <> '' order by id limit 1), '') as p)
insert into goods (store_id, class_id, brand_id, goods_name, goods_subname, goods_no, goods_images, goods_master_image,
                   goods_price, goods_market_price, goods_stock, goods_weight, goods_sale, goods_status, goods_verify,
                   is_master, is_recommend, freight_id, created_at, updated_at)
select s.ids[1 + i % array_length(s.ids, 1)],
       c.ids[1 + (i / 3) % array_length(c.ids, 1)],
       b.ids[1 + i % array_length(b.ids, 1)],
       (array['Aurora', 'Nimbus', 'Vertex', 'Zephyr', 'Quasar', 'Lumen', 'Orbit', 'Pulse'])[1 + i % 8] || ' ' ||
         (array['Phone', 'Laptop', 'Headphones', 'Tablet', 'Watch', 'Camera', 'Speaker', 'Keyboard'])[1 + (i / 8) % 8] ||
         ' ' || (i % 997)::text,
       (array['智能手机', '笔记本电脑', '蓝牙耳机', '平板电脑', '智能手表', '数码相机', '无线音箱', '机械键盘'])[1 + (i / 8) % 8] ||
         ' 第' || (i % 50)::text || '代',
       'BENCH' || i::text,
       img.p,
       img.p,
       (10 + (i * 37) % 5000)::numeric + (i % 100)::numeric / 100,
       (12 + (i * 37) % 6000)::numeric,
       (i * 13) % 1000,
       1,
       (i * 7919) % 10000,
       case when i % 50 = 0 then 0 else 1 end,
       case when i % 100 = 1 then 2 else 1 end,
       case when i % 10 = 0 then 1 else 0 end,
       case when i % 7 = 0 then 1 else 0 end,
       0,
       ((now() at time zone 'Asia/Shanghai') - make_interval(secs => {{count}} - i))::timestamp(0),
       (now() at time zone 'Asia/Shanghai')::timestamp(0)
from generate_series(1, {{count}}) as g(i), s, c, b, img
