import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { MessageKey } from '@shop/i18n';
import { firstProblem, type Check } from '../../account/validators.ts';

/** The rule shape Arco's `Form.Item rules` takes for a custom check. */
export interface FieldRule {
  validator: (value: unknown, callback: (error?: ReactNode) => void) => void;
}

/**
 * One Arco rule running `checks` (and the 'Cannot be empty.' check when required), so a bad value is
 * answered under its field with the same texts the unit tests cover.
 *
 * @example <Form.Item field="phone" required rules={fieldRules(t, [phone], true)}>
 */
export function fieldRules(t: TFunction, checks: readonly Check[], isRequired = false): FieldRule[] {
  return [
    {
      validator: (value, callback) => {
        const problem = firstProblem(value, checks, isRequired);
        callback(problem ? t(problem) : undefined);
      },
    },
  ];
}

/** A rule for a field whose value is a list (pictures, cascader paths, multi-selects). */
export function listRule(t: TFunction, problem: (value: unknown) => MessageKey | undefined): FieldRule[] {
  return [
    {
      validator: (value, callback) => {
        const key = problem(value);
        callback(key ? t(key) : undefined);
      },
    },
  ];
}
