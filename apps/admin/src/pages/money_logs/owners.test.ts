import { describe, expect, it } from 'vitest';
import { idsOf } from '../useRowsById.ts';
import { isStoreLog, nameOf, ownerIds } from './owners.ts';

describe('money log owners', () => {
  it('splits the ids into members and stores, once each, sorted', () => {
    const rows = [
      { user_id: 9, is_belong: 0 },
      { user_id: 3, is_belong: '0' },
      { user_id: 1, is_belong: 1 },
      { user_id: '9', is_belong: 0 },
      { user_id: 3, is_belong: '1' },
      { user_id: 0, is_belong: 0 },
      { user_id: null, is_belong: 1 },
    ];
    expect(ownerIds(rows)).toEqual({ users: ['3', '9'], stores: ['1', '3'] });
  });

  it('tells a store log by is_belong 1', () => {
    expect(isStoreLog({ is_belong: 1 })).toBe(true);
    expect(isStoreLog({ is_belong: '1' })).toBe(true);
    expect(isStoreLog({ is_belong: 0 })).toBe(false);
  });

  it('names a record by its first non-empty label', () => {
    expect(nameOf({ id: 1, nickname: '', username: '138' }, ['nickname', 'username'])).toBe('138');
    expect(nameOf({ id: 2, nickname: 'Ann' }, ['nickname', 'username'])).toBe('Ann');
    expect(nameOf({ id: 3 }, ['nickname'])).toBeUndefined();
    expect(nameOf(undefined, ['nickname'])).toBeUndefined();
  });

  it('collects distinct positive ids in numeric order', () => {
    expect(idsOf([{ id: 10 }, { id: '2' }, { id: 10 }, { id: -1 }, { id: 'x' }, {}], 'id')).toEqual(['2', '10']);
  });
});
