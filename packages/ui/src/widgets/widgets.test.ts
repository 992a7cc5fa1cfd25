import { describe, expect, it } from 'vitest';
import { displayName, pageOf, pickedValue } from './TableSelect.tsx';
import { uploadRequest } from './ImageUpload.tsx';

describe('TableSelect helpers', () => {
  it('shows showName, else name, goods_name, nickname', () => {
    expect(displayName({ id: 1, title: 'T', name: 'N' }, 'title')).toBe('T');
    expect(displayName({ id: 1, name: 'N' })).toBe('N');
    expect(displayName({ id: 1, goods_name: 'G' })).toBe('G');
    expect(displayName({ id: 1, nickname: 'K' })).toBe('K');
    expect(displayName(undefined)).toBe('');
  });

  it('stores the first id, or comma-joined ids when multiple', () => {
    expect(pickedValue([3, 4], false)).toBe(3);
    expect(pickedValue([3, 4], true)).toBe('3,4');
    expect(pickedValue([], true)).toBe('');
  });

  it('reads pages and plain arrays', () => {
    expect(pageOf({ data: [{ id: 1 }], total: 31 })).toEqual({ rows: [{ id: 1 }], total: 31 });
    expect(pageOf([{ id: 1 }, { id: 2 }])).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(pageOf('<html>')).toEqual({ rows: [], total: 0 });
  });
});

describe('uploadRequest', () => {
  it("sends avatars as 'avatar' resized to 150x150", () => {
    expect(uploadRequest('avatar', {})).toEqual({ name: 'avatar', option: { width: 150, height: 150 } });
  });

  it('keeps a given name and option', () => {
    expect(uploadRequest('avatar', { name: 'logo', option: { width: 242, height: 74 }, area: 'admin' })).toEqual({
      name: 'logo',
      option: { width: 242, height: 74 },
      area: 'admin',
    });
  });

  it('marks files with uploadType=uploadFile', () => {
    expect(uploadRequest('file', { name: 'crt' })).toEqual({ name: 'crt', option: {}, uploadType: 'uploadFile' });
  });
});
