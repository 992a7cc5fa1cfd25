import { describe, expect, it } from 'vitest';
import { ruleName, stopChange } from './stop.ts';

describe('the platform stop', () => {
  it('stops a running rule and resumes a stopped one, whatever form the flag takes', () => {
    expect(stopChange({ id: 1, stopped: 0 })).toEqual({ action: 'stop', body: { stopped: 1 } });
    expect(stopChange({ id: 1 })).toEqual({ action: 'stop', body: { stopped: 1 } });
    expect(stopChange({ id: 1, stopped: 1 })).toEqual({ action: 'resume', body: { stopped: 0 } });
    expect(stopChange({ id: 1, stopped: '1' })).toEqual({ action: 'resume', body: { stopped: 0 } });
    expect(stopChange({ id: 1, stopped: true })).toEqual({ action: 'resume', body: { stopped: 0 } });
  });

  it('names the rule by its name, else its goods, else its id', () => {
    expect(ruleName({ id: 3, name: ' Spring sale ' })).toBe('Spring sale');
    expect(ruleName({ id: 3, goods_name: 'Green tea' })).toBe('Green tea');
    expect(ruleName({ id: 3, name: '' })).toBe('#3');
  });
});
