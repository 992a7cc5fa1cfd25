import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import { goodsClasses } from '@shop/contract/resources/catalog';
import { CrudTable } from '@shop/ui/crud-table';
import type { CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';
import { useResourceText } from '../useResourceText.ts';
import { treeHasId } from './class-tree.ts';

/**
 * Parents are the first two levels (`deep=2`) or the top level: classes are three levels deep and the seller
 * goods form asks for a third-level class.
 */
const dicts: DictDef[] = [
  {
    name: 'pid',
    url: '/load_goods_classes?deep=2',
    labelName: 'name',
    valueName: 'id',
    addSelect: { label: 'resources.goods_classes.options.top', value: 0 },
  },
];
const overrides = {
  columns: {
    name: { width: 220 },
    thumb: { width: 90 },
    is_sort: { width: 90 },
  },
  fields: {
    // Full width: a parent path (top / middle) does not fit half a row. Required by the form only: the server
    // files a class without a parent at the top level.
    pid: { type: 'cascader', span: 24, required: true, options: { emitPath: false, checkStrictly: true } },
    thumb: { type: 'avatar', options: { uploadName: 'goods_classes', uploadOption: { width: 150, height: 150 } } },
    is_sort: { options: { min: 0, precision: 0 } },
  },
} as const;
const viewFields: ViewFieldDef[] = [
  { value: 'pid', viewType: 'dict_tag', tagType: false },
  { value: 'name' },
  { value: 'thumb', type: 'avatar' },
  { value: 'is_sort' },
];

/** Goods classes: the three-level category tree, lazily expanded; each of the first two levels takes children. */
export default function GoodsClassesPage() {
  const { t } = useTranslation();
  const text = useResourceText();
  // The parent the Add dialog starts with: 0 from the toolbar, the row's id from "Add child".
  const [parent, setParent] = useState(0);
  const addChild = text('resources.goods_classes.actions.addChild');

  return (
    <CrudTable
      descriptor={goodsClasses}
      overrides={overrides}
      tree
      dicts={dicts}
      viewFields={viewFields}
      initialValues={{ pid: parent, is_sort: 0 }}
      dialog={{ labelWidth: 120 }}
      buttons={{ add: false }}
      actionsWidth={150}
      toolbar={{
        left: (defaults, crud) => (
          <>
            <Button
              type="primary"
              icon={<IconPlus />}
              data-testid="goods-classes-add"
              onClick={() => {
                setParent(0);
                crud.openAdd();
              }}
            >
              {t('crud.add')}
            </Button>
            {defaults}
          </>
        ),
      }}
      rowActions={(row: CrudRow, defaults, crud) => (
        <>
          {defaults}
          {treeHasId(crud.dicts.pid, row.id) ? (
            <Button
              size="small"
              status="success"
              type="primary"
              icon={<IconPlus />}
              title={addChild}
              aria-label={addChild}
              data-testid="goods-classes-add-child"
              onClick={() => {
                setParent(Number(row.id));
                crud.openAdd();
              }}
            />
          ) : null}
        </>
      )}
    />
  );
}
