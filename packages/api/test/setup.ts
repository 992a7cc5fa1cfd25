import { afterEach, beforeEach } from 'vitest';
import { resetHttpHooks } from '../src/http.ts';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  resetHttpHooks();
});
