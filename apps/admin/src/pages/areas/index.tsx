import { useTranslation } from 'react-i18next';
import { Button } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import { httpHooks, requestEnvelope } from '@shop/api/http';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, FieldDef, SearchDef } from '@shop/ui/fields/types';
import { useResourceText } from '../useResourceText.ts';

const columns: ColumnDef[] = [
  { value: 'name' },
  { value: 'code', type: 'tag', tagType: false },
  { value: 'created_at' },
];
const search: SearchDef[] = [{ value: 'name', where: 'likeRight' }];
// Parents are provinces and cities (`deep=2` keeps levels 0 and 1), linked by code; '0' is the top level.
const dicts: DictDef[] = [
  {
    name: 'pid',
    url: '/load_areas?deep=2',
    labelName: 'name',
    valueName: 'code',
    addSelect: { label: 'resources.areas.options.top', value: '0' },
  },
];
const fields: FieldDef[] = [
  { value: 'pid', type: 'cascader', required: true, options: { emitPath: false, checkStrictly: true } },
  { value: 'name', required: true },
  { value: 'code', required: true },
];
const viewFields: ViewFieldDef[] = [{ value: 'name' }, { value: 'code' }];

/** Areas: the province/city/district tree, children looked up by code, plus the cached-tree rebuild. */
export default function AreasPage() {
  const { t } = useTranslation();
  const text = useResourceText();
  const clearCache = async () => {
    const result = await requestEnvelope({ url: '/Admin/clear_area', method: 'GET' });
    if (result.ok) httpHooks().notify.success(t('messages.success'));
  };
  return (
    <CrudTable
      resource="areas"
      tree={{ key: 'code' }}
      columns={columns}
      search={search}
      dicts={dicts}
      fields={fields}
      viewFields={viewFields}
      toolbar={{
        left: (
          <Button icon={<IconRefresh />} onClick={() => void clearCache()}>
            {text('resources.areas.actions.clearCache')}
          </Button>
        ),
      }}
    />
  );
}
