import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, FieldDef, SearchDef } from '@shop/ui/fields/types';

const columns: ColumnDef[] = [{ value: 'name' }, { value: 'is_sort' }, { value: 'created_at' }];
const search: SearchDef[] = [{ value: 'name', where: 'likeRight' }];
// Two levels: a parent is a top-level category (`deep=1`), or 0 for the top level itself.
const dicts: DictDef[] = [
  {
    name: 'pid',
    url: '/load_article_menu?deep=1',
    labelName: 'name',
    valueName: 'id',
    addSelect: { label: 'resources.article_menus.options.top', value: 0 },
  },
];
const fields: FieldDef[] = [
  { value: 'pid', type: 'cascader', required: true, options: { emitPath: false, checkStrictly: true } },
  { value: 'name', required: true },
  { value: 'is_sort', type: 'number', options: { min: 0, precision: 0 } },
];
const viewFields: ViewFieldDef[] = [
  { value: 'pid', viewType: 'dict_tag', tagType: false },
  { value: 'name' },
  { value: 'is_sort' },
];

/** Article categories: a lazy tree. */
export default function ArticleMenusPage() {
  return (
    <CrudTable
      resource="article_menus"
      tree
      columns={columns}
      search={search}
      dicts={dicts}
      fields={fields}
      viewFields={viewFields}
      initialValues={{ pid: 0 }}
      dialog={{ labelWidth: 130 }}
    />
  );
}
