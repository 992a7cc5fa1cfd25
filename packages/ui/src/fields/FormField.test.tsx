import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, fireEvent } from '@testing-library/react';
import { FormField, fieldWidgets, widgetFor } from './FormField.tsx';
import { FIELD_TYPES, type FieldDef, type FieldType } from './types.ts';
import { fromCascaderValue, toCascaderValue } from './cascaders.tsx';
import { suggest } from './inputs.tsx';

afterEach(cleanup);

const options = [
  { label: '是', value: 1 },
  { label: '否', value: 0 },
];

/**
 * Messages that are not about our values: Arco's dev build reads `element.ref` (a React 19 deprecation the
 * stack guide lists; production is clean), and jsdom has no layout, so TextArea's auto-size measures NaN.
 */
const KNOWN_NOISE = [/Accessing element\.ref was removed in React 19/, /`NaN` is an invalid value for the `%s` css style property/];

function unexpected(spy: { mock: { calls: unknown[][] } }): string[] {
  return spy.mock.calls.map((args) => String(args[0])).filter((message) => !KNOWN_NOISE.some((re) => re.test(message)));
}

// Types whose widget needs the network or a browser-only library on mount; they render in stories instead.
const NETWORK: readonly FieldType[] = ['cascader_lazy'];

describe('the registry', () => {
  it('has a widget for each of the 19 types', () => {
    expect(FIELD_TYPES).toHaveLength(19);
    for (const type of FIELD_TYPES) expect(typeof fieldWidgets[type]).toBe('function');
    expect(widgetFor(undefined)).toBe(fieldWidgets.text);
  });

  it.each(FIELD_TYPES.filter((type) => !NETWORK.includes(type)).flatMap((type) => [[type, null] as const, [type, ''] as const]))(
    '%s renders %j without warnings',
    (type, value) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const def: FieldDef = { value: 'field', type, options: { pageUrl: '/Admin/goods' } };
      render(<FormField def={def} value={value} onChange={() => undefined} options={options} area="admin" />);
      expect(unexpected(errors)).toEqual([]);
      expect(unexpected(warnings)).toEqual([]);
      errors.mockRestore();
      warnings.mockRestore();
    },
  );
});

describe('FormField', () => {
  it('uses the label as placeholder and reports typed text', () => {
    const onChange = vi.fn();
    render(<FormField def={{ value: 'goods_name' }} value="" onChange={onChange} />);
    const input = screen.getByPlaceholderText('Goods name');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(onChange).toHaveBeenCalledWith('abc');
  });

  it('limits a textarea to 15 characters with a counter by default', () => {
    render(<FormField def={{ value: 'remark', type: 'textarea' }} value={null} onChange={() => undefined} />);
    expect(screen.getByText('0/15')).toBeTruthy();
    expect(screen.getByRole('textbox').getAttribute('maxlength')).toBe('15');
  });

  it('lets a page set its own textarea length', () => {
    render(<FormField def={{ value: 'remark', type: 'textarea', options: { maxLength: 200 } }} value="abc" onChange={() => undefined} />);
    expect(screen.getByText('3/200')).toBeTruthy();
  });

  it('stores 1/0 from a switch', () => {
    const onChange = vi.fn();
    render(<FormField def={{ value: 'status', type: 'switch' }} value={0} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('resolves options from the dictionaries', () => {
    render(
      <FormField
        def={{ value: 'is_open', type: 'radio', options: { labelName: 'title', valueName: 'key' } }}
        dicts={{ is_open: [{ title: 'Basic page', key: 0 }, { title: 'Custom', key: 1 }] }}
        value="1"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('Custom')).toBeTruthy();
    expect(screen.getByDisplayValue<HTMLInputElement>('1').checked).toBe(true);
  });
});

describe('cascader values', () => {
  const tree = [{ label: 'A', value: 1, children: [{ label: 'A1', value: 11 }] }];

  it('keeps whole paths with emitPath (the default)', () => {
    expect(toCascaderValue([1, 11], tree, true, false)).toEqual([1, 11]);
    expect(toCascaderValue('1,11', tree, true, false)).toEqual(['1', '11']);
    expect(fromCascaderValue([1, 11], true, false)).toEqual([1, 11]);
  });

  it('stores the last value without emitPath and finds its path back', () => {
    expect(toCascaderValue(11, tree, false, false)).toEqual([1, 11]);
    expect(fromCascaderValue([1, 11], false, false)).toBe(11);
    expect(fromCascaderValue([], false, false)).toBe('');
  });

  it('handles multiple paths', () => {
    expect(toCascaderValue([11], tree, false, true)).toEqual([[1, 11]]);
    expect(fromCascaderValue([[1, 11]], false, true)).toEqual([11]);
    expect(toCascaderValue(null, tree, true, true)).toEqual([]);
  });
});

describe('autocomplete suggestions', () => {
  it('are the option labels containing the typed text', () => {
    expect(suggest(['Apple', 'Pineapple', 'Pear', 'Apple'], 'app')).toEqual(['Apple', 'Pineapple']);
    expect(suggest(['a', 'b'], '')).toEqual(['a', 'b']);
  });
});
