import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconPlus, IconSearch, IconUpload } from '@arco-design/web-react/icon';
import type { CrudController } from './useCrudList.ts';
import type { CrudButtons } from './types.ts';

/**
 * A toolbar region: a node is shown after the default buttons, a function receives the defaults (and the
 * controller) and returns the whole region, `false` empties it.
 */
export type ToolbarSlot = ReactNode | ((defaults: ReactNode, crud: CrudController) => ReactNode);

function slot(region: ToolbarSlot | undefined, defaults: ReactNode, crud: CrudController): ReactNode {
  if (region === false) return null;
  if (typeof region === 'function') return region(defaults, crud);
  return (
    <>
      {defaults}
      {region}
    </>
  );
}

export interface CrudToolbarProps {
  slots: { left?: ToolbarSlot; right?: ToolbarSlot } | undefined;
  buttons: CrudButtons;
  crud: CrudController;
  onImport: () => void;
  onExport: () => void;
}

/** The row above the table: Add and Search on the left, Import, Export and batch Delete on the right. */
export function CrudToolbar({ slots, buttons, crud, onImport, onExport }: CrudToolbarProps) {
  const { t } = useTranslation();
  const left = (
    <>
      {buttons.add ? (
        <Button type="primary" icon={<IconPlus />} onClick={crud.openAdd}>
          {t('crud.add')}
        </Button>
      ) : null}
      {buttons.search ? (
        <Button type="outline" icon={<IconSearch />} aria-expanded={crud.searchOpen} onClick={crud.toggleSearch}>
          {t('crud.search')}
        </Button>
      ) : null}
    </>
  );
  const right = (
    <>
      {buttons.import ? (
        <Button icon={<IconUpload />} onClick={onImport}>
          {t('crud.import')}
        </Button>
      ) : null}
      {buttons.export ? (
        <Button icon={<IconDownload />} onClick={onExport}>
          {t('crud.export')}
        </Button>
      ) : null}
      {buttons.batchDelete ? (
        <Button type="primary" status="danger" icon={<IconDelete />} onClick={() => void crud.requestDelete()}>
          {t('crud.delete')}
        </Button>
      ) : null}
    </>
  );
  return (
    <div className="crud-toolbar" role="toolbar">
      <Space wrap className="crud-toolbar-left">
        {slot(slots?.left, left, crud)}
      </Space>
      <Space wrap className="crud-toolbar-right">
        {slot(slots?.right, right, crud)}
      </Space>
    </div>
  );
}
