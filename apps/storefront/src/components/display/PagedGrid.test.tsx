import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shop/contract/list';
import { initI18n } from '@shop/i18n';
import { bundledResources } from '@shop/i18n/bundled';
import { PagedGrid } from './PagedGrid.tsx';

beforeAll(() => initI18n({ lng: 'zh-cn', resources: bundledResources }));

const page = (rows: string[]): Page<string> => ({
  data: rows,
  total: rows.length,
  per_page: 20,
  current_page: 1,
  last_page: 1,
});

type ListState = { data?: Page<string>; isFetching: boolean; isError: boolean };

/** The grid as a shopper sees it, with the given query state. */
function html(list: ListState): string {
  return renderToStaticMarkup(
    <PagedGrid list={list} pager={{ page: 1, onPage: () => undefined }} grid="g" testId="results" empty={<p>EMPTY</p>}>
      {(row) => <span key={row}>{row}</span>}
    </PagedGrid>,
  );
}

describe('PagedGrid', () => {
  it('shows a loading state, not the empty one, before the first page arrives', () => {
    for (const list of [
      { isFetching: true, isError: false },
      // A skipped query (waiting for what it needs) has not answered either.
      { isFetching: false, isError: false },
    ]) {
      const out = html(list);
      expect(out).toContain('data-testid="list-loading"');
      expect(out).toContain('加载中...');
      expect(out).not.toContain('EMPTY');
    }
  });

  it('shows the empty state only after an answer without rows', () => {
    const out = html({ data: page([]), isFetching: false, isError: false });
    expect(out).toContain('EMPTY');
    expect(out).not.toContain('list-loading');
  });

  it('shows a failure with a retry, not "nothing found", when the list cannot load', () => {
    const out = html({ isFetching: false, isError: true });
    expect(out).toContain('data-testid="list-failed"');
    expect(out).toContain('列表没能加载出来，请稍后重试。');
    expect(out).not.toContain('EMPTY');
  });

  it('shows the rows of an answer', () => {
    const out = html({ data: page(['tea', 'cup']), isFetching: false, isError: false });
    expect(out).toContain('<span>tea</span><span>cup</span>');
    expect(out).not.toContain('list-loading');
  });
});
