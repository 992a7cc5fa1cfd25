import type { FastifyRequest } from 'fastify';

/** Shape B: a formatted collection (only what the clients read, plus extras such as `count`). */
export function collection(
  rows: unknown[],
  total: number,
  page: number,
  perPage: number,
  extra: Record<string, unknown> = {},
) {
  return {
    data: rows,
    total,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    current_page: page,
    ...extra,
  };
}

/** Shape A: the framework paginator of qwshop, links and all. Page URLs carry only `page`. */
export function paginator(req: FastifyRequest, rows: unknown[], total: number, page: number, perPage: number) {
  const base = `${req.protocol}://${req.host}${req.url.split('?')[0]}`;
  const url = (p: number) => `${base}?page=${p}`;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  const links: { url: string | null; label: string; active: boolean }[] = [
    { url: page > 1 ? url(page - 1) : null, label: '&laquo; Previous', active: false },
  ];
  // Like qwshop's window: the first and last two pages and three on each side of the current one.
  let gap = false;
  for (let p = 1; p <= lastPage; p++) {
    if (p <= 2 || p > lastPage - 2 || Math.abs(p - page) <= 3) {
      links.push({ url: url(p), label: String(p), active: p === page });
      gap = false;
    } else if (!gap) {
      links.push({ url: null, label: '...', active: false });
      gap = true;
    }
  }
  links.push({ url: page < lastPage ? url(page + 1) : null, label: 'Next &raquo;', active: false });
  return {
    current_page: page,
    data: rows,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: page < lastPage ? url(page + 1) : null,
    path: base,
    per_page: perPage,
    prev_page_url: page > 1 ? url(page - 1) : null,
    to: from === null ? null : from + rows.length - 1,
    total,
  };
}
