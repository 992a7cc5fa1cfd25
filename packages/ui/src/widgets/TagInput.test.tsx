import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagInput, normalizeTags } from './TagInput.tsx';

afterEach(cleanup);

describe('normalizeTags', () => {
  it('trims, drops blanks and repeats, keeps the first spelling and the order', () => {
    expect(normalizeTags([' Red', 'Blue', 'Red ', 'red', '', '  ', 3])).toEqual(['Red', 'Blue', 'red', '3']);
  });

  it('reads a comma-joined text (ASCII or full-width commas)', () => {
    expect(normalizeTags('S,M，L, ,M')).toEqual(['S', 'M', 'L']);
  });

  it('cuts tags to the longest length and ignores other values', () => {
    expect(normalizeTags(['abcdef'], 3)).toEqual(['abc']);
    expect(normalizeTags(undefined)).toEqual([]);
    expect(normalizeTags([{ name: 'x' }, null])).toEqual([]);
  });
});

function Harness({ initial, onChange }: { initial: string[]; onChange: (tags: string[]) => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      value={tags}
      onChange={(next) => {
        setTags(next);
        onChange(next);
      }}
      data-testid="specs"
    />
  );
}

const input = () => screen.getByTestId('specs').querySelector('input')!;
const shown = () => [...screen.getByTestId('specs').querySelectorAll('.arco-tag')].map((tag) => tag.textContent);

describe('TagInput', () => {
  const enter = (text: string) => {
    fireEvent.change(input(), { target: { value: text } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
  };

  it('adds what was typed on Enter, trimmed', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['Red']} onChange={onChange} />);
    enter('  Blue ');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['Red', 'Blue']));
    expect(shown()).toEqual(['Red', 'Blue']);
  });

  it('refuses a repeat or a blank', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['Red']} onChange={onChange} />);
    enter('Red');
    enter('   ');
    enter('Green');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['Red', 'Green']));
    expect(onChange.mock.calls).toEqual([[['Red', 'Green']]]);
    expect(shown()).toEqual(['Red', 'Green']);
  });

  it('removes a tag with its close button', () => {
    const onChange = vi.fn();
    render(<Harness initial={['Red', 'Blue']} onChange={onChange} />);
    const close = screen.getByTestId('specs').querySelectorAll('.arco-tag-close-btn')[0]!;
    fireEvent.click(close);
    expect(onChange).toHaveBeenLastCalledWith(['Blue']);
  });
});
