import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Empty, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { SpecAttr } from '../sku-matrix.ts';
import { useGoodsText } from '../useGoodsText.ts';

export interface AttrPickerDialogProps {
  visible: boolean;
  /** Every attribute that can be chosen. */
  available: SpecAttr[];
  /** The store's attribute list is still loading. */
  loading: boolean;
  /** Why the store's attribute list failed to load, shown instead of an empty list. */
  error: string | undefined;
  /** The attribute ids ticked in the dialog. */
  picked: number[];
  onPick: (ids: number[]) => void;
  onOk: () => void;
  onCancel: () => void;
}

/** The dialog in which the Seller ticks the attributes a goods varies by. */
export function AttrPickerDialog(props: AttrPickerDialogProps) {
  const { visible, available, loading, error, picked, onPick, onOk, onCancel } = props;
  const { g } = useGoodsText();
  const { t } = useTranslation();
  return (
    <Modal
      title={g('editor.chooseAttrs')}
      visible={visible}
      style={{ width: '40%', minWidth: 420 }}
      onCancel={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{t('crud.cancel')}</Button>
          <Button type="primary" data-testid="goods-attrs-ok" onClick={onOk}>
            {t('crud.ok')}
          </Button>
        </>
      }
      unmountOnExit
    >
      <div data-testid="goods-attrs-dialog">
        {loading ? (
          <Spin block loading />
        ) : available.length ? (
          <Checkbox.Group className="goods-attr-choices" value={picked} onChange={(values: number[]) => onPick(values)}>
            {available.map((attr) => (
              <Checkbox
                key={attr.id}
                value={attr.id}
                className="goods-attr-choice"
                data-testid={`goods-attr-${attr.id}`}
              >
                {attr.name}
              </Checkbox>
            ))}
          </Checkbox.Group>
        ) : (
          <Empty description={error || g('editor.noAttrs')} />
        )}
      </div>
    </Modal>
  );
}
