import { Form, Input, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import { RuleForm, type FormProblems, type FormSubmit } from '../RuleForm.tsx';
import type { CrudRow } from '../types.ts';

/** The messages of the sample form's problems (a real form reads them from its bundle). */
export const MESSAGES: Readonly<Record<string, string>> = {
  required: 'Required.',
  total: 'Together at most 100.',
};

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value) || 0);

/** A name, and two shares that must add up to at most 100 (a cross-field rule on both). */
export function sampleProblems(values: CrudRow): FormProblems {
  const problems: FormProblems = {};
  if (!(typeof values.name === 'string' && values.name.trim())) problems.name = { key: 'required' };
  if (numberOf(values.a) + numberOf(values.b) > 100) {
    problems.a = { key: 'total' };
    problems.b = { key: 'total' };
  }
  return problems;
}

/** The body the sample sends: the name trimmed, the shares as numbers. */
export const samplePayload = (values: CrudRow): CrudRow => ({
  name: typeof values.name === 'string' ? values.name.trim() : '',
  a: numberOf(values.a),
  b: numberOf(values.b),
});

/** The sample form: labelled inputs, each with its rule from `sampleProblems`; `a` and `b` are partners. */
export function SampleForm({ onSubmit, onCancel }: { onSubmit: FormSubmit; onCancel: () => void }) {
  return (
    <RuleForm
      id="sample-form"
      initialValues={{ name: '', a: 0, b: 0 }}
      check={sampleProblems}
      describe={(problem) => MESSAGES[problem.key] ?? problem.key}
      partners={{ a: ['b'], b: ['a'] }}
      payload={samplePayload}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {(rules) => (
        <>
          <Form.Item field="name" label="Name" required rules={rules('name')}>
            <Input />
          </Form.Item>
          <Form.Item field="a" label="Share A" rules={rules('a')}>
            <InputNumber min={0} />
          </Form.Item>
          <Form.Item field="b" label="Share B" rules={rules('b')}>
            <InputNumber min={0} />
          </Form.Item>
        </>
      )}
    </RuleForm>
  );
}
