import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Descriptions, Form, Space, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { storesApi, useSaveOwnStoreMutation } from '@shop/api/endpoints/stores';
import { useAppDispatch } from '@shop/api/hooks';
import type { AppDispatch } from '@shop/api/redux-store';
import { FRESH, settle, settleWrite } from '@shop/api/settle';
import type { CrudRow } from '@shop/ui/crud/types';
import { FormField, type FormFieldProps } from '@shop/ui/fields/FormField';
import { useFieldLabel } from '@shop/ui/fields/label';
import type { FieldDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { StatusMapTag } from '@shop/ui/widgets/StatusMapTag';
import { StatusTag } from '@shop/ui/widgets/StatusTag';
import { STORE_STATUS, STORE_VERIFY } from '@shop/backoffice/shop-status';
import { useResourceText } from '../useResourceText.ts';
import { SlidesField } from './SlidesField.tsx';
import { isCoordinate, leafPaths, SETTINGS_TABS, tabPayload, tabValues, type SettingsTab } from './store-settings.ts';
import './stores.css';

/** The owner's store: `/Seller/stores/0` (the id is ignored, the store is the caller's). */
const RESOURCE = 'seller_stores';

/** The fields of each tab, in the order shown; slides use their own list widget. */
const TAB_DEFS: Record<Exclude<SettingsTab, 'slides'>, FieldDef[]> = {
  basic: [
    { value: 'store_name', required: true },
    {
      value: 'store_logo',
      type: 'avatar',
      options: { uploadName: 'store_logo', uploadOption: { width: 242, height: 74 } },
    },
    { value: 'store_face_image', type: 'image', options: { uploadName: 'store_face' } },
    { value: 'store_description', type: 'textarea', options: { maxLength: 150 } },
    { value: 'store_mobile' },
    { value: 'store_phone' },
  ],
  address: [
    { value: 'area', type: 'cascader_lazy', options: { lazyUrl: '/load_areas?isLazy=true', idName: 'code' } },
    { value: 'store_address' },
    { value: 'store_lat' },
    { value: 'store_lng' },
  ],
  service: [{ value: 'after_sale_service', type: 'editor' }],
};

/** A registry field with a `data-testid` wrapper the browser journeys drive (Form.Item injects value and onChange). */
function TestedField({ testId, ...props }: FormFieldProps & { testId: string }) {
  return (
    <div data-testid={testId}>
      <FormField {...props} />
    </div>
  );
}

type Loaded = { ok: true; store: CrudRow } | { ok: false; msg: string };

async function loadStore(dispatch: AppDispatch): Promise<Loaded> {
  const result = await settle(dispatch(storesApi.endpoints.ownStore.initiate(undefined, FRESH)));
  if (result.ok && result.data && typeof result.data === 'object' && !Array.isArray(result.data))
    return { ok: true, store: result.data as CrudRow };
  return { ok: false, msg: result.ok ? '' : result.msg };
}

/**
 * Store settings: the store's state (verification, open or closed, balances and the classes it may
 * sell) above a tabbed form — basic information, slides, address, after-sale service — loaded from
 * `GET /Seller/stores/0`; each tab saves only its fields with `PUT /Seller/stores/0`.
 */
export default function StoreSettingsPage() {
  const { t } = useTranslation();
  const text = useResourceText();
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [classes, setClasses] = useState<string[] | undefined>();
  const [tab, setTab] = useState<SettingsTab>('basic');

  const dispatch = useAppDispatch();
  const reload = useCallback(() => {
    void loadStore(dispatch).then(setLoaded);
  }, [dispatch]);

  useEffect(() => {
    reload();
    let alive = true;
    void settle(dispatch(storesApi.endpoints.storeClasses.initiate(undefined, FRESH))).then(
      (result) => alive && setClasses(result.ok ? leafPaths(result.data) : []),
    );
    return () => {
      alive = false;
    };
  }, [reload, dispatch]);

  if (!loaded) return <Spin block loading className="store-settings-loading" />;
  if (!loaded.ok)
    return <Alert type="warning" content={loaded.msg || t('crud.loadFailed')} data-testid="store-settings-error" />;
  const store = loaded.store;

  return (
    <div className="store-settings" data-testid="store-settings">
      <StoreSummary store={store} classes={classes} />
      <Tabs
        tabPosition="left"
        activeTab={tab}
        onChange={(key) => setTab(key as SettingsTab)}
        destroyOnHide
        className="store-settings-tabs"
      >
        {SETTINGS_TABS.map((key) => (
          <Tabs.TabPane
            key={key}
            title={<span data-testid={`store-settings-tab-${key}`}>{text(`resources.${RESOURCE}.tabs.${key}`)}</span>}
          >
            <SettingsForm tab={key} store={store} onSaved={reload} />
          </Tabs.TabPane>
        ))}
      </Tabs>
    </div>
  );
}

const money = (value: unknown) => `￥${asText(value) || '0.00'}`;

/** The read-only state: verification (and why it was refused), open or closed, balances, classes it may sell. */
function StoreSummary({ store, classes }: { store: CrudRow; classes: string[] | undefined }) {
  const text = useResourceText();
  const label = useFieldLabel(RESOURCE);
  const refused = String(store.store_verify) === '3';
  return (
    <div className="store-summary" data-testid="store-summary">
      <Descriptions
        column={3}
        border
        size="small"
        data={[
          {
            label: label({ value: 'store_verify' }),
            value: <StatusMapTag map={STORE_VERIFY} value={store.store_verify} data-testid="store-verify-state" />,
          },
          {
            label: label({ value: 'store_status' }),
            value: <StatusMapTag map={STORE_STATUS} value={store.store_status} data-testid="store-open-state" />,
          },
          {
            label: label({ value: 'store_money' }),
            value: <span data-testid="store-money">{money(store.store_money)}</span>,
          },
          {
            label: label({ value: 'store_frozen_money' }),
            value: <span data-testid="store-frozen-money">{money(store.store_frozen_money)}</span>,
          },
          {
            label: label({ value: 'class_id' }),
            span: 2,
            value: (
              <Space size={6} wrap data-testid="store-classes">
                {classes === undefined ? (
                  <Spin size={12} />
                ) : classes.length ? (
                  classes.map((name) => <StatusTag key={name} value={name} yesNo={false} />)
                ) : (
                  '-'
                )}
              </Space>
            ),
          },
        ]}
      />
      {refused ? (
        <Alert
          type="error"
          className="store-summary-refused"
          title={text(`resources.${RESOURCE}.messages.refused`)}
          content={
            <span data-testid="store-refuse-info">
              {typeof store.store_refuse_info === 'string' ? store.store_refuse_info : ''}
            </span>
          }
        />
      ) : null}
    </div>
  );
}

/** One tab's form: its fields from the loaded store, OK saves them (only them), Reset goes back to the loaded values. */
function SettingsForm({ tab, store, onSaved }: { tab: SettingsTab; store: CrudRow; onSaved: () => void }) {
  const { t } = useTranslation();
  const text = useResourceText();
  const label = useFieldLabel(RESOURCE);
  const [form] = Form.useForm<CrudRow>();
  const [saveOwnStore] = useSaveOwnStoreMutation();
  const [saving, setSaving] = useState(false);
  const required = t('messages.requiredMsg');
  const coordinate = text(`resources.${RESOURCE}.messages.coordinate`);

  const save = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    const result = await settleWrite(saveOwnStore(tabPayload(tab, values)), {
      success: t('messages.success'),
      failure: t('messages.error'),
    });
    setSaving(false);
    if (result.ok) onSaved();
  };

  const rulesOf = (def: FieldDef) => {
    if (def.required) return [{ required: true, message: required }];
    if (def.value === 'store_lat' || def.value === 'store_lng') {
      const limit = def.value === 'store_lat' ? 90 : 180;
      return [
        { validator: (v: unknown, cb: (e?: string) => void) => cb(isCoordinate(v, limit) ? undefined : coordinate) },
      ];
    }
    return [];
  };

  return (
    <Form
      form={form}
      initialValues={tabValues(tab, store)}
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 1 }}
      className="store-settings-form"
      data-testid={`store-settings-form-${tab}`}
      onSubmit={() => void save()}
    >
      {tab === 'slides'
        ? (['store_slide', 'store_mobile_slide'] as const).map((field) => (
            <Form.Item
              key={field}
              field={field}
              label={label({ value: field })}
              extra={text(`resources.${RESOURCE}.messages.slidesHint`)}
            >
              <SlidesField name={field} data-testid={`store-field-${field}`} />
            </Form.Item>
          ))
        : TAB_DEFS[tab].map((def) => (
            <Form.Item key={def.value} field={def.value} label={label(def)} rules={rulesOf(def)}>
              <TestedField
                testId={`store-field-${def.value}`}
                def={def}
                resource={RESOURCE}
                area="seller"
                // The stored area's names until the cascader has walked its path.
                placeholder={
                  def.value === 'area' && typeof store.area_info === 'string' && store.area_info
                    ? store.area_info
                    : undefined
                }
              />
            </Form.Item>
          ))}
      <Form.Item label=" ">
        <Space>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="store-settings-save">
            {t('crud.ok')}
          </Button>
          <Button onClick={() => form.resetFields()}>{t('crud.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
