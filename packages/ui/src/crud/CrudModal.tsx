import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@arco-design/web-react';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';

/** Size and layout of the Add, Edit and View dialogs. */
export interface CrudDialogOptions {
  /** Dialog width (default '50%'). */
  width?: string | number;
  /** Grid span of a field out of 24 (default 12); a field's own `span` wins. */
  span?: number;
  /** Form label width (default 90px). */
  labelWidth?: string | number;
  /** Open full screen; each dialog header also has a toggle. */
  fullscreen?: boolean;
}

// Label width 110 (the reference's 90 wraps most English labels, e.g. '* Username').
export const DIALOG_DEFAULTS = { width: '50%', span: 12, labelWidth: 110, fullscreen: false } as const;

export interface CrudModalProps {
  title: string;
  visible: boolean;
  onClose: () => void;
  options?: CrudDialogOptions;
  footer?: ReactNode;
  children: ReactNode;
}

/** The dialog frame the three CRUD dialogs share: width, a full-screen toggle, destroyed on close. */
export function CrudModal({ title, visible, onClose, options, footer = null, children }: CrudModalProps) {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(options?.fullscreen ?? DIALOG_DEFAULTS.fullscreen);
  const width = options?.width ?? DIALOG_DEFAULTS.width;
  // What had the focus when the dialog opened (its Edit or Add button), noted before Arco's focus lock moves the
  // focus in: on close the focus goes back there instead of to the page's top, so the keyboard carries on from
  // the row it was on (Arco's Modal does not return it).
  const [openedAt, setOpenedAt] = useState<{ visible: boolean; opener: Element | null }>({
    visible: false,
    opener: null,
  });
  if (openedAt.visible !== visible) {
    setOpenedAt({
      visible,
      opener: visible && typeof document !== 'undefined' ? document.activeElement : openedAt.opener,
    });
  }
  const returnFocus = () => {
    const { opener } = openedAt;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
  return (
    <Modal
      visible={visible}
      onCancel={onClose}
      afterClose={returnFocus}
      unmountOnExit
      maskClosable={false}
      footer={footer}
      className={fullscreen ? 'crud-modal crud-modal-fullscreen' : 'crud-modal'}
      style={fullscreen ? { width: '100%', top: 0, paddingBottom: 0 } : { width }}
      title={
        <div className="crud-modal-title">
          <span>{title}</span>
          <Button
            size="mini"
            type="text"
            aria-label={fullscreen ? t('crud.exitFullscreen') : t('crud.fullscreen')}
            icon={fullscreen ? <IconFullscreenExit /> : <IconFullscreen />}
            onClick={() => setFullscreen((f) => !f)}
          />
        </div>
      }
    >
      {children}
    </Modal>
  );
}
