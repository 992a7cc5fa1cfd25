import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';

/** What a confirmation asks; texts already translated. */
export interface ConfirmRequest {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** Asks the user; resolves true on OK, false on Cancel or close. Injected so tests can answer directly. */
export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

/** The default confirmation: Arco's `Modal.confirm` (needs the React 19 adapter in the app entry). */
export const arcoConfirm: Confirm = (request) =>
  new Promise((resolve) => {
    Modal.confirm({
      ...request,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
