-- Appends {{count}} generated orders and {{users}} new users in two statements (bench/lib/dashboard.mjs runs it),
-- so the Admin overview is measured over a realistic year: orders spread evenly over the last 730 days (every
-- day has some, today included), over the open, approved stores, with the status mix of a running shop (about
-- 10 % awaiting payment, 5 % cancelled, 5 % in after-sale, the rest paid, shipped, received or completed; 2 % of
-- the paid ones with a finished after-sale). Run after migrate + seed.
with s as (select array_agg(id order by id) as ids from stores
           where store_status = 1 and store_verify = 4 and deleted_at is null),
     u as (select array_agg(id order by id) as ids from users where belong_id = 0 and deleted_at is null),
     t as (select (now() at time zone 'Asia/Shanghai')::timestamp(0) as now)
insert into orders (user_id, store_id, order_no, order_name, total_price, order_price, order_status, refund_status,
                    payment_name, pay_time, created_at, updated_at)
select u.ids[1 + i % array_length(u.ids, 1)],
       s.ids[1 + (i / 7) % array_length(s.ids, 1)],
       'BENCH' || i::text,
       'bench order ' || i::text,
       (5 + (i * 37) % 900)::numeric + (i % 100)::numeric / 100,
       (5 + (i * 37) % 900)::numeric + (i % 100)::numeric / 100,
       (array[1, 1, 0, 2, 2, 3, 3, 4, 4, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5, 2])[1 + i % 20],
       case when i % 50 = 7 then 2 else 0 end,
       case when i % 20 in (0, 1, 2) then '' else (array['balance', 'alipay', 'wechat'])[1 + i % 3] end,
       t.now - ((i % 730) * interval '1 day') - ((i * 7919) % 86400) * interval '1 second' + interval '2 minutes',
       t.now - ((i % 730) * interval '1 day') - ((i * 7919) % 86400) * interval '1 second',
       t.now - ((i % 730) * interval '1 day')
from generate_series(1, {{count}}) as g(i), s, u, t;

insert into users (username, nickname, password, pay_password, created_at, updated_at)
select 'bench_user_' || i::text, 'bench' || i::text, '', '',
       (now() at time zone 'Asia/Shanghai')::timestamp(0) - ((i % 365) * interval '1 day'),
       (now() at time zone 'Asia/Shanghai')::timestamp(0)
from generate_series(1, {{users}}) as g(i);
