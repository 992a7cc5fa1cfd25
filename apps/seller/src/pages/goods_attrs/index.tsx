import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { sellerGoodsAttrs } from '@shop/contract/resources/catalog';
import { CrudTable } from '@shop/ui/crud-table';
import { TagList } from '@shop/ui/crud/cells';
import type { CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import { AttrForm } from './AttrForm.tsx';
import { specNames } from './specs.ts';

const overrides = {
  columns: {
    name: { width: 200 },
    specs: { type: 'tags_array', render: (row: CrudRow) => <TagList value={specNames(row.specs)} /> },
  },
} as const;
const viewFields: ViewFieldDef[] = [
  { value: 'name' },
  { value: 'specs', span: 24, render: (record) => <TagList value={specNames(record.specs)} /> },
  { value: 'created_at' },
];

/** Edit keeps the attribute's id and values only; the specs as names, whichever shape the record has. */
const editable = (record: CrudRow): CrudRow => ({ id: record.id, name: record.name, specs: specNames(record.specs) });

/**
 * Attributes & specs: the store's attributes (Colour) with their spec values (Red, Blue), which the goods
 * editor combines into SKUs. Create and edit send `name` and `specs[]`.
 */
export default function GoodsAttrsPage() {
  return (
    <CrudTable
      descriptor={sellerGoodsAttrs}
      overrides={overrides}
      params={{ isWith: 'specs' }}
      viewFields={viewFields}
      exportColumns={[{ value: 'name' }, { value: 'specs' }, { value: 'created_at' }]}
      dialog={{ width: 640 }}
      onEditLoaded={editable}
      addBody={(crud) => <AttrForm onSubmit={(values) => crud.create({ ...values })} onCancel={crud.closeDialog} />}
      editBody={(crud, record) =>
        record ? (
          <AttrForm
            initial={record}
            onSubmit={(values) => crud.update(record, { ...values })}
            onCancel={crud.closeDialog}
          />
        ) : (
          <Spin block loading className="crud-dialog-loading" />
        )
      }
    />
  );
}
