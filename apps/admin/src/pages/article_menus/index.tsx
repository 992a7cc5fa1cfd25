import { articleMenus } from '@shop/contract/resources/content';
import { CrudTable } from '@shop/ui/crud-table';
import type { ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';

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
const overrides = {
  fields: {
    pid: { type: 'cascader', options: { emitPath: false, checkStrictly: true } },
    is_sort: { options: { min: 0, precision: 0 } },
  },
} as const;
const viewFields: ViewFieldDef[] = [
  { value: 'pid', viewType: 'dict_tag', tagType: false },
  { value: 'name' },
  { value: 'is_sort' },
];

/** Article categories: a lazy tree. */
export default function ArticleMenusPage() {
  return (
    <CrudTable
      descriptor={articleMenus}
      overrides={overrides}
      tree={articleMenus.tree}
      dicts={dicts}
      viewFields={viewFields}
      initialValues={{ pid: 0 }}
      dialog={{ labelWidth: 130 }}
    />
  );
}
