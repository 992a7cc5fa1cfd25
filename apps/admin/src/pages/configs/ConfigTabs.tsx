import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Spin, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { httpHooks } from '@shop/api/http';
import type { CrudRow } from '@shop/ui/crud/types';
import { FormField } from '@shop/ui/fields/FormField';
import type { FieldDef } from '@shop/ui/fields/types';
import { useResourceText } from '../useResourceText.ts';
import { useConfigApi, type ConfigSource } from './configApi.ts';
import './configs.css';

/** What a check found wrong: an i18n key, or a key with the values its text names (a line number...). */
export type ConfigProblem = string | { key: string; values: Record<string, unknown> };

/** One tab of a settings page. Labels: `resources.configs.tabs.<key>` and `resources.configs.<labels>.<field>`. */
export interface ConfigTab {
  key: string;
  source: ConfigSource;
  /** Label group of the fields (default: the tab key). */
  labels?: string;
  fields: readonly FieldDef[];
  /** Shown above the fields (shortcuts, notes). */
  header?: ReactNode;
  /** Checks run before saving, by field: what is wrong with the value (an i18n key, with its values), or undefined. */
  checks?: Readonly<Record<string, (value: unknown) => ConfigProblem | undefined>>;
  /** Explanations shown under fields, by field: i18n keys. */
  hints?: Readonly<Record<string, string>>;
}

export interface ConfigTabsProps {
  tabs: readonly ConfigTab[];
  /** Form label width (reference: 140, pay 180). */
  labelWidth?: number;
}

/**
 * A settings page: vertical tabs on the left, each a form loaded when the tab
 * opens, with OK (save, then reload) and Reset (back to the loaded values).
 *
 * @example <ConfigTabs tabs={[{ key: 'store', source: { kind: 'group', group: 'store' }, fields }]} />
 */
export function ConfigTabs({ tabs, labelWidth = 140 }: ConfigTabsProps) {
  const text = useResourceText();
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  return (
    <Tabs tabPosition="left" activeTab={active} onChange={setActive} className="config-tabs" destroyOnHide>
      {tabs.map((tab) => (
        <Tabs.TabPane key={tab.key} title={text(`resources.configs.tabs.${tab.key}`)}>
          <ConfigForm tab={tab} labelWidth={labelWidth} />
        </Tabs.TabPane>
      ))}
    </Tabs>
  );
}

function ConfigForm({ tab, labelWidth }: { tab: ConfigTab; labelWidth: number }) {
  const { t } = useTranslation();
  const text = useResourceText();
  const configs = useConfigApi();
  const [form] = Form.useForm<CrudRow>();
  const [values, setValues] = useState<CrudRow | undefined>();
  const [version, setVersion] = useState(0);
  const [saving, setSaving] = useState(false);
  const group = tab.labels ?? tab.key;
  // Static option labels are i18n keys; the choice widgets show labels as given.
  const fields = tab.fields.map((def) =>
    def.options?.items
      ? {
          ...def,
          options: { ...def.options, items: def.options.items.map((item) => ({ ...item, label: text(item.label) })) },
        }
      : def,
  );

  useEffect(() => {
    let alive = true;
    void configs.loadConfig(tab.source).then((loaded) => {
      if (alive) setValues(loaded ?? {});
    });
    return () => {
      alive = false;
    };
  }, [tab.source, version, configs]);

  if (!values) return <Spin block loading className="config-loading" />;

  const save = async () => {
    const edited = await form.validate().catch(() => undefined);
    if (!edited) return;
    setSaving(true);
    const ok = await configs.saveConfig(tab.source, { ...values, ...edited });
    setSaving(false);
    if (!ok) return;
    httpHooks().notify.success(t('messages.success'));
    setValues(undefined);
    setVersion((v) => v + 1);
  };

  return (
    <Form
      form={form}
      initialValues={values}
      labelCol={{ flex: `${labelWidth}px` }}
      wrapperCol={{ flex: 1 }}
      className="config-form"
      data-testid={`config-form-${tab.key}`}
      onSubmit={() => void save()}
    >
      {tab.header}
      {fields.map((def) => {
        const check = tab.checks?.[def.value];
        const hint = tab.hints?.[def.value];
        return (
          <Form.Item
            key={def.value}
            field={def.value}
            label={text(`resources.configs.${group}.${def.value}`)}
            rules={
              check
                ? [
                    {
                      validator: (value: unknown, callback: (error?: string) => void) => {
                        const problem = check(value);
                        if (problem === undefined) callback(undefined);
                        else callback(typeof problem === 'string' ? text(problem) : text(problem.key, problem.values));
                      },
                    },
                  ]
                : undefined
            }
            extra={hint ? <span data-testid={`config-hint-${def.value}`}>{text(hint)}</span> : undefined}
          >
            <FormField def={{ ...def, label: `resources.configs.${group}.${def.value}` }} area="admin" />
          </Form.Item>
        );
      })}
      <Form.Item label=" ">
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('crud.ok')}
        </Button>
        <Button style={{ marginLeft: 12 }} onClick={() => form.resetFields()}>
          {t('crud.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
