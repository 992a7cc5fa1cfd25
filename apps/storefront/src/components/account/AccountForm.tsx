import { Form, type FormProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';

/**
 * The form of a user-centre page: labels on the left in the same columns on every page (and under the
 * `FormButtons` offset), so switching pages in the menu does not make the fields jump.
 *
 * @example <AccountForm form={form} autoComplete="off" onSubmit={submit}>…</AccountForm>
 */
export function AccountForm<V>(props: FormProps<V>) {
  return <Form className="account-form" labelCol={{ span: 6 }} wrapperCol={{ span: 14 }} {...props} />;
}
