import { describe, expect, it, vi } from 'vitest';
import { joinRichText, splitRichText } from '@shop/contract/rich-text';
import { checkEditorImages, EDITOR_UPLOAD, editorHeights, editorLanguage, withTimeout } from './rich-text.ts';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('editor upload rules', () => {
  it('has the editor’s upload limits', () => {
    expect(EDITOR_UPLOAD).toMatchObject({
      maxFileSize: 10 * 1024 * 1024,
      maxNumberOfFiles: 10,
      allowedFileTypes: ['image/*'],
      base64LimitSize: 5 * 1024,
      timeout: 5000,
    });
  });

  it('inlines small pictures, uploads the others and refuses the rest', () => {
    const small = file('s.png', 'image/png', 4 * 1024);
    const big = file('b.jpg', 'image/jpeg', 2 * 1024 * 1024);
    const huge = file('h.jpg', 'image/jpeg', 11 * 1024 * 1024);
    const pdf = file('d.pdf', 'application/pdf', 1000);
    const result = checkEditorImages([small, big, huge, pdf]);
    expect(result.inline).toEqual([small]);
    expect(result.upload).toEqual([big]);
    expect(result.rejected).toEqual([
      { file: huge, reason: 'size' },
      { file: pdf, reason: 'type' },
    ]);
  });

  it('refuses files beyond the tenth', () => {
    const files = Array.from({ length: 12 }, (_, i) => file(`${i}.png`, 'image/png', 10_000));
    const result = checkEditorImages(files);
    expect(result.upload).toHaveLength(10);
    expect(result.rejected.map((r) => r.reason)).toEqual(['count', 'count']);
  });
});

describe('withTimeout', () => {
  it('rejects after the limit', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => undefined), 5000);
    const check = expect(pending).rejects.toThrow('timeout');
    await vi.advanceTimersByTimeAsync(5000);
    await check;
    vi.useRealTimers();
  });

  it('passes results and errors through', async () => {
    await expect(withTimeout(Promise.resolve(3))).resolves.toBe(3);
    await expect(withTimeout(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

describe('editor layout and value', () => {
  it('is 385 px with a 300 px body by default', () => {
    expect(editorHeights()).toEqual({ outer: 385, body: 300 });
    expect(editorHeights(500)).toEqual({ outer: 500, body: 415 });
  });

  it('maps languages', () => {
    expect(editorLanguage('en')).toBe('en');
    expect(editorLanguage('zh-cn')).toBe('zh-CN');
  });

  it('round-trips HTML and editor JSON through the marker', () => {
    const nodes = [{ type: 'paragraph', children: [{ text: 'hi' }] }];
    const stored = joinRichText('<p>hi</p>', nodes);
    expect(stored).toBe('<p>hi</p>##qingwuit##[{"type":"paragraph","children":[{"text":"hi"}]}]');
    expect(splitRichText(stored)).toEqual({ html: '<p>hi</p>', json: nodes });
  });
});
