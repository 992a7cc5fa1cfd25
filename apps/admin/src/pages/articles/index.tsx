import { articles } from '@shop/contract/resources/content';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';

const cascader = { emitPath: false, checkStrictly: true } as const;

const dicts: DictDef[] = [{ name: 'pid', url: '/load_article_menu?deep=2', labelName: 'name', valueName: 'id' }];
const overrides = {
  columns: { class_name: { type: 'tag', tagType: false } },
  fields: { pid: { type: 'cascader', options: cascader } },
} as const;
/**
 * The export carries the category as its name under the pid column (the list shows `class_name`, which the
 * server does not write), so a downloaded sheet imports back: the name maps to its id through the dictionary.
 */
const exportColumns: ColumnDef[] = [{ value: 'pid', type: 'dict' }, { value: 'name' }, { value: 'created_at' }];
// The title first, then the category: not the form's order, so the panel is listed here.
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'pid', type: 'cascader', options: cascader },
];
const viewFields: ViewFieldDef[] = [
  { value: 'pid', viewType: 'dict_tag', tagType: false },
  { value: 'name' },
  { value: 'content', type: 'editor', span: 24 },
];

/** Articles: help/CMS pages with rich text, in an article category; import enabled for the xlsx round trip. */
export default function ArticlesPage() {
  return (
    <CrudTable
      descriptor={articles}
      overrides={overrides}
      exportColumns={exportColumns}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ import: true }}
      dialog={{ width: '60%' }}
    />
  );
}
