import { describe, expect, it } from 'vitest';
import type { StoreApplication } from '@shop/api/endpoints/stores';
import { canEdit, landingTarget, stepsOf, verifyStatusOf } from './store-status.ts';

const store = (store_verify: number) => ({ id: 1, store_verify }) as StoreApplication;

describe('store application states', () => {
  it('names the four verification codes', () => {
    expect([1, 2, 3, 4, 9].map(verifyStatusOf)).toEqual(['draft', 'verifying', 'denied', 'passed', 'draft']);
  });

  it('sends the landing buttons to the agreement until the application is submitted', () => {
    expect(landingTarget(null)).toBe('/store/step_1');
    expect(landingTarget(store(1))).toBe('/store/step_1');
    expect(landingTarget(store(2))).toBe('/store/step_3');
    expect(landingTarget(store(3))).toBe('/store/step_3');
    expect(landingTarget(store(4))).toBe('/store/step_3');
  });

  it('places the step bar', () => {
    expect(stepsOf('verifying')).toEqual({ current: 3, status: 'process' });
    expect(stepsOf('denied')).toEqual({ current: 4, status: 'error' });
    expect(stepsOf('passed')).toEqual({ current: 4, status: 'finish' });
  });

  it('lets every application but an approved one be edited', () => {
    expect(canEdit(null)).toBe(false);
    expect(canEdit(store(3))).toBe(true);
    expect(canEdit(store(4))).toBe(false);
  });
});
