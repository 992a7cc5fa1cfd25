import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Divider } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Divider/style/css.js';
import { useCreateAdvMutation } from '@shop/api/endpoints/content';
import { httpHooks } from '@shop/api/http';
import { settle, unlessTransport } from '@shop/api/settle';
import { advs, advSpaces } from '@shop/contract/resources/content';
import { CrudModal } from '@shop/ui/crud/CrudModal';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, CrudRow } from '@shop/ui/crud/types';
import { AdvForm } from '../advs/AdvForm.tsx';
import { ADV_FIELDS, ADV_STATUS, advDefaults } from '../advs/config.ts';
import { useResourceText } from '../useResourceText.ts';

const size = { options: { min: 0, precision: 0 } } as const;
const overrides = { fields: { width: size, height: size } } as const;

/** The slot's ads under the View dialog: a read-only nested table. */
const slotAdColumns: ColumnDef[] = [
  { value: 'image', type: 'image', width: 70 },
  { value: 'name', width: 120, ellipsis: true },
  { value: 'adv_start', width: 165 },
  { value: 'adv_end', width: 165 },
  { value: 'status', type: 'dict_tag' },
];

function SlotAds({ slot }: { slot: CrudRow }) {
  const text = useResourceText();
  return (
    <>
      <Divider orientation="left">{text('resources.adv_spaces.actions.advs')}</Divider>
      <CrudTable
        resource={advs.path}
        path="/Admin/advs"
        params={{ pid: slot.id }}
        syncUrl={false}
        columns={slotAdColumns}
        dicts={[ADV_STATUS]}
        toolbar={false}
        rowActions={false}
      />
    </>
  );
}

/** Ad slots: positions with a recommended size; each row can take a new ad, and View lists its ads. */
export default function AdvSpacesPage() {
  const { t } = useTranslation();
  const text = useResourceText();
  // The row the "Add ad" dialog is open for, and the slots its select offers (those on screen).
  const [target, setTarget] = useState<{ slot: CrudRow; slots: CrudRow[] } | null>(null);
  const close = () => setTarget(null);
  const statusItems = (ADV_STATUS.items ?? []).map((item) => ({ ...item, label: text(item.label) }));

  const [createAdv] = useCreateAdvMutation();
  const addAdv = async (values: CrudRow) => {
    const result = unlessTransport(await settle(createAdv(values)));
    if (!result.ok) return;
    httpHooks().notify.success(t('messages.success'));
    close();
  };

  return (
    <CrudTable
      descriptor={advSpaces}
      overrides={overrides}
      actionsWidth={210}
      dialog={{ width: '60%' }}
      rowActions={(row, defaults, crud) => (
        <>
          {defaults}
          <Button
            size="small"
            status="success"
            type="primary"
            icon={<IconPlus />}
            title={text('resources.adv_spaces.actions.addAdv')}
            aria-label={text('resources.adv_spaces.actions.addAdv')}
            onClick={() => setTarget({ slot: row, slots: crud.rows })}
          />
        </>
      )}
      viewFooter={(_crud, record) => <SlotAds slot={record} />}
      dialogs={
        <CrudModal
          title={text('resources.adv_spaces.actions.addAdv')}
          visible={!!target}
          onClose={close}
          options={{ width: '40%' }}
        >
          {target ? (
            <AdvForm
              fields={ADV_FIELDS}
              initial={{ ...advDefaults(), pid: target.slot.id }}
              dicts={{ pid: target.slots, status: statusItems }}
              area="admin"
              onSubmit={addAdv}
              onCancel={close}
              span={24}
            />
          ) : null}
        </CrudModal>
      }
    />
  );
}
