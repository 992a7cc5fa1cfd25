import { useTranslation } from 'react-i18next';
import { Button } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import { useClearAreaCacheMutation } from '@shop/api/endpoints/system';
import { httpHooks } from '@shop/api/http';
import { settle, unlessTransport } from '@shop/api/settle';
import { areas } from '@shop/contract/resources/system';
import { CrudTable } from '@shop/ui/crud-table';
import type { ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';
import { useResourceText } from '../useResourceText.ts';

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
const overrides = {
  columns: { code: { type: 'tag', tagType: false } },
  fields: { pid: { type: 'cascader', options: { emitPath: false, checkStrictly: true } } },
} as const;
const viewFields: ViewFieldDef[] = [{ value: 'name' }, { value: 'code' }];

/** Areas: the province/city/district tree, children looked up by code, plus the cached-tree rebuild. */
export default function AreasPage() {
  const { t } = useTranslation();
  const text = useResourceText();
  const [clearAreaCache] = useClearAreaCacheMutation();
  const clearCache = async () => {
    const result = unlessTransport(await settle(clearAreaCache()));
    if (result.ok) httpHooks().notify.success(t('messages.success'));
  };
  return (
    <CrudTable
      descriptor={areas}
      overrides={overrides}
      tree={areas.tree}
      dicts={dicts}
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
