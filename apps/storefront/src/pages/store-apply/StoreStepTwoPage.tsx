import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { Alert, Button, Form, Input, Select, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useGetCommonQuery } from '@shop/api/endpoints/site';
import {
  STORE_VERIFY,
  useMyStoreQuery,
  useSaveStoreMutation,
  type StoreApplication,
  type StoreApplicationFields,
} from '@shop/api/endpoints/stores';
import { useLoadAreasQuery, type TreeOption } from '@shop/api/endpoints/system';
import { canEdit } from '../../account/store-status.ts';
import {
  areaFields,
  areaValue,
  classPaths,
  classValues,
  isCompleteArea,
  level3Options,
  type ClassOption,
} from '../../account/tree-paths.ts';
import { idCard, licenseNo, tel, type Check } from '../../account/validators.ts';
import { AreaCascader } from '../../components/account/AreaCascader.tsx';
import { PictureField } from '../../components/account/PictureField.tsx';
import { StoreApplyFrame } from '../../components/account/StoreApplyFrame.tsx';
import { fieldRules, listRule } from '../../components/account/form-rules.ts';
import type { PageProps } from '../../routes.ts';

interface StepTwoValues extends StoreApplicationFields {
  area: number[];
  classes: string[];
}

type TextField = Exclude<keyof StoreApplicationFields, 'store_logo' | 'business_license' | 'id_card_t' | 'id_card_b'>;
type PictureKey = 'store_logo' | 'business_license' | 'id_card_t' | 'id_card_b';

/** A text field of the form: its column length, its format checks and its test id. */
interface TextSpec {
  field: TextField;
  max: number;
  checks: Check[];
  testId: string;
  textarea?: boolean;
}

const text = (field: TextField, max: number, testId: string, checks: Check[] = []): TextSpec => ({
  field,
  max,
  checks,
  testId,
});

/** The fields in the reference's order, split where pickers sit between them. */
const NAME: TextSpec[] = [text('store_name', 30, 'store-name')];
const COMPANY: TextSpec[] = [text('store_company_name', 60, 'store-company-name')];
// The reference's address box holds 50 characters.
const ADDRESS: TextSpec[] = [{ ...text('store_address', 50, 'store-address'), textarea: true }];
const LICENCE: TextSpec[] = [
  text('business_license_no', 18, 'store-business-license-no', [licenseNo]),
  text('legal_person', 20, 'store-legal-person'),
  text('store_phone', 20, 'store-phone', [tel]),
  text('id_card_no', 18, 'store-id-card-no', [idCard]),
];
const CONTACT: TextSpec[] = [
  text('emergency_contact', 20, 'store-emergency-contact'),
  text('emergency_contact_phone', 20, 'store-emergency-contact-phone', [tel]),
];

const TEXT_SPECS = [...NAME, ...COMPANY, ...ADDRESS, ...LICENCE, ...CONTACT];

const PICTURES: Record<PictureKey, { testId: string; option?: Record<string, unknown> }> = {
  store_logo: { testId: 'store-logo', option: { width: 150, height: 150 } },
  business_license: { testId: 'store-business-license' },
  id_card_t: { testId: 'store-id-card-front' },
  id_card_b: { testId: 'store-id-card-back' },
};

/**
 * Application step 2: every field required, pictures uploaded, the company area from
 * `GET /load_areas` and the level-3 goods classes the store applies for; `PUT /store` submits it for review
 * and step 3 shows the state.
 */
export default function StoreStepTwoPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <StoreApplyFrame steps={{ current: 2 }} title={t('storeApply.step2.title')} testId="store-step-2">
      <StepTwo />
    </StoreApplyFrame>
  );
}

function StepTwo() {
  const store = useMyStoreQuery(undefined, { refetchOnMountOrArgChange: true });
  const areas = useLoadAreasQuery();
  const common = useGetCommonQuery();
  const classOptions = useMemo(
    () => level3Options(Array.isArray(common.data?.classes) ? (common.data.classes as TreeOption[]) : []),
    [common.data],
  );

  // The form is built once everything that fills it has answered, so its initial values are complete.
  if (store.isLoading || areas.isLoading || common.isLoading)
    return <Spin loading style={{ display: 'block', minHeight: 200 }} />;
  if (!store.data) return <Redirect to="/store/join" replace />;
  if (!canEdit(store.data)) return <Redirect to="/store/step_3" replace />;
  return <ApplicationForm store={store.data} areas={areas.data ?? []} classOptions={classOptions} />;
}

function initialValues(store: StoreApplication, areas: TreeOption[], options: ClassOption[]): StepTwoValues {
  return {
    store_logo: store.store_logo,
    store_name: store.store_name,
    store_company_name: store.store_company_name,
    store_address: store.store_address,
    business_license: store.business_license,
    business_license_no: store.business_license_no,
    legal_person: store.legal_person,
    store_phone: store.store_phone,
    id_card_no: store.id_card_no,
    id_card_t: store.id_card_t,
    id_card_b: store.id_card_b,
    emergency_contact: store.emergency_contact,
    emergency_contact_phone: store.emergency_contact_phone,
    area: areaValue(areas, store),
    classes: classValues(store.class_id, options),
  };
}

function ApplicationForm({
  store,
  areas,
  classOptions,
}: {
  store: StoreApplication;
  areas: TreeOption[];
  classOptions: ClassOption[];
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [form] = Form.useForm<StepTwoValues>();
  const [saveStore] = useSaveStoreMutation();
  const [busy, setBusy] = useState(false);
  const initial = useMemo(() => initialValues(store, areas, classOptions), [store, areas, classOptions]);

  const submit = async (values: StepTwoValues) => {
    setBusy(true);
    try {
      const { area, classes, ...fields } = values;
      for (const spec of TEXT_SPECS) fields[spec.field] = fields[spec.field].trim();
      const result = await saveStore({
        ...fields,
        id_card_no: fields.id_card_no.toUpperCase(),
        business_license_no: fields.business_license_no.toUpperCase(),
        ...areaFields(area),
        class_id: classPaths(classes),
      });
      if ('error' in result) return;
      navigate('/store/step_3');
    } finally {
      setBusy(false);
    }
  };

  const label = (field: keyof StoreApplicationFields | 'area' | 'class_id') => t(`storeApply.step2.fields.${field}`);
  const picture = (field: PictureKey) => (
    <Form.Item
      key={field}
      label={label(field)}
      field={field}
      required
      rules={listRule(t, (value) =>
        typeof value === 'string' && value ? undefined : 'account.validation.uploadImage',
      )}
    >
      <PictureField
        name="store"
        option={PICTURES[field].option}
        variant={field === 'store_logo' ? 'avatar' : 'image'}
        testId={PICTURES[field].testId}
      />
    </Form.Item>
  );
  const texts = (specs: TextSpec[]) =>
    specs.map((spec) => (
      <Form.Item
        key={spec.field}
        label={label(spec.field)}
        field={spec.field}
        required
        rules={fieldRules(t, spec.checks, true)}
      >
        {spec.textarea ? (
          <Input.TextArea maxLength={spec.max} showWordLimit autoSize={{ minRows: 2 }} data-testid={spec.testId} />
        ) : (
          <Input
            maxLength={spec.max}
            // A field checked as a phone number opens the phone's number pad.
            inputMode={spec.checks.includes(tel) ? 'tel' : undefined}
            data-testid={spec.testId}
          />
        )}
      </Form.Item>
    ));

  const refused = store.store_verify === STORE_VERIFY.denied && store.store_refuse_info;
  return (
    <Form
      form={form}
      className="account-form store-form"
      labelCol={{ span: 7 }}
      wrapperCol={{ span: 14 }}
      initialValues={initial}
      autoComplete="off"
      scrollToFirstError
      onSubmit={(values: StepTwoValues) => void submit(values)}
    >
      {refused && (
        <Alert
          type="warning"
          className="account-form__note"
          content={t('storeApply.step3.reason', { reason: store.store_refuse_info })}
          data-testid="step2-refused"
        />
      )}
      {picture('store_logo')}
      {texts(NAME)}
      <Form.Item
        label={label('class_id')}
        field="classes"
        required
        rules={listRule(t, (value) =>
          Array.isArray(value) && value.length > 0 ? undefined : 'account.validation.selectClasses',
        )}
      >
        <ClassSelect options={classOptions} />
      </Form.Item>
      {texts(COMPANY)}
      <Form.Item
        label={label('area')}
        field="area"
        required
        rules={listRule(t, (value) => {
          if (!Array.isArray(value) || value.length === 0) return 'messages.requiredMsg';
          return isCompleteArea(areas, value.map(Number)) ? undefined : 'account.validation.selectArea';
        })}
      >
        <AreaCascader areas={areas} placeholder={t('storeApply.step2.areaPlaceholder')} testId="store-area" />
      </Form.Item>
      {texts(ADDRESS)}
      {picture('business_license')}
      {texts(LICENCE)}
      {picture('id_card_t')}
      {picture('id_card_b')}
      {texts(CONTACT)}
      <Form.Item wrapperCol={{ offset: 7, span: 14 }}>
        <Button type="primary" size="large" htmlType="submit" loading={busy} data-testid="store-submit">
          {t('storeApply.step2.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Multi-select of level-3 class paths ("数码 / 手机 / 智能手机"), searchable by any part of the path. */
function ClassSelect({
  options,
  value,
  onChange,
}: {
  options: ClassOption[];
  value?: string[];
  onChange?: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="store-classes">
      <Select
        mode="multiple"
        value={value ?? []}
        onChange={(values: string[]) => onChange?.(values)}
        options={options.map((option) => ({ value: option.value, label: option.label }))}
        placeholder={t('storeApply.step2.classesPlaceholder')}
        showSearch
        allowClear
        filterOption={(input, option) => {
          const { children } = option.props as { children?: unknown };
          return typeof children === 'string' && children.toLowerCase().includes(input.toLowerCase());
        }}
      />
    </div>
  );
}
