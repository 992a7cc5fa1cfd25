import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Collapse, Empty, Form, Grid, Input, Spin, Tree } from '@arco-design/web-react';
import type { TreeDataType } from '@arco-design/web-react/es/Tree/interface';
import { IconList, IconShareAlt } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Collapse/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tree/style/css.js';
import { usePermissionGroupsQuery } from '@shop/api/endpoints/accounts';
import { useLoadMenuQuery, type BackOfficeArea } from '@shop/api/endpoints/access';
import { menuLabel } from '@shop/api/menu-tree';
import {
  coverage,
  groupIds,
  idKeys,
  menuIds,
  restoreLeaves,
  toggleAll,
  toggleNode,
  treeState,
  type Key,
  type PermissionGroup,
  type RoleMenuNode,
  type RoleValues,
} from './role-tree.ts';
import './role-editor.css';

export type { PermissionGroup, RoleMenuNode, RoleValues } from './role-tree.ts';

export interface RoleEditorProps {
  /** Whose menu tree to pick from: `{area}load_menu?type=getChildren`. */
  area: BackOfficeArea;
  /**
   * Also edit the API permissions, by group (`/Admin/permission_groups?isAll=true&isWith=permissions`); without
   * it there is no permissions panel (Seller roles).
   */
  permissions?: boolean;
  /** Edit: the loaded role (`name`, `menu_id`, `permission_id`). Add: absent. */
  record?: Record<string, unknown>;
  /** Receives the values; the editor shows a busy OK button until the promise settles. */
  onSubmit: (values: RoleValues) => unknown;
  onCancel: () => void;
}

interface Sources {
  menus: RoleMenuNode[];
  groups: PermissionGroup[] | undefined;
}

interface QueryState {
  isFetching: boolean;
  isError: boolean;
  startedTimeStamp?: number;
  refetch: () => unknown;
}

// Each opening reads the tree and the groups afresh: a menu added meanwhile must be grantable.
const FRESH = { refetchOnMountOrArgChange: true } as const;

/** Loads the menu tree (and the permission groups) once per opening; `retry` loads again. */
function useRoleSources(area: BackOfficeArea, withPermissions: boolean) {
  const [openedAt] = useState(() => Date.now());
  const menus = useLoadMenuQuery({ area }, FRESH);
  const groups = usePermissionGroupsQuery(undefined, { ...FRESH, skip: !withPermissions });
  const answered = (query: QueryState) => !query.isFetching && (query.startedTimeStamp ?? 0) >= openedAt;
  const done = answered(menus) && (!withPermissions || answered(groups));
  const failed = done && (menus.isError || (withPermissions && groups.isError));
  // Kept once loaded: a later reload of the shared menu tree must not reset the form being filled in.
  const [sources, setSources] = useState<Sources>();
  useEffect(() => {
    if (sources || !done || failed) return;
    setSources({
      menus: (menus.data ?? []) as unknown as RoleMenuNode[],
      groups: withPermissions ? (groups.data ?? []) : undefined,
    });
  }, [sources, done, failed, menus.data, groups.data, withPermissions]);
  const { refetch: refetchMenus } = menus;
  const { refetch: refetchGroups } = groups;
  const retry = useCallback(() => {
    void refetchMenus();
    if (withPermissions) void refetchGroups();
  }, [refetchMenus, refetchGroups, withPermissions]);
  return { sources, failed: !sources && failed, retry };
}

/**
 * The Add/Edit body of a roles screen (Admin roles and Seller store roles): the role's name, then an
 * accordion with the menu tree (checkbox tree; parents half-checked from their leaves; a saved role
 * re-checks its leaves only) and, with `permissions`, the API permissions by group with a
 * master "select all" and a per-group toggle. OK validates the name and calls `onSubmit` with
 * `{ name, menu_id, permission_id }` — menu_id holding checked and half-checked nodes.
 *
 * @example
 * <RoleEditor
 *   area="admin"
 *   permissions
 *   record={loadedRole}
 *   onSubmit={(values) => crud.update(loadedRole, values)}
 *   onCancel={crud.closeDialog}
 * />
 */
export function RoleEditor({ area, permissions = false, record, onSubmit, onCancel }: RoleEditorProps) {
  const { t } = useTranslation();
  const { sources, failed, retry } = useRoleSources(area, permissions);

  if (failed)
    return (
      <Empty
        description={
          <span>
            {t('crud.loadFailed')}{' '}
            <Button size="mini" type="text" onClick={retry}>
              {t('crud.retry')}
            </Button>
          </span>
        }
      />
    );
  if (!sources) return <Spin block loading className="role-editor-loading" />;
  return <RoleEditorForm sources={sources} record={record} onSubmit={onSubmit} onCancel={onCancel} />;
}

interface FormProps {
  sources: Sources;
  record: Record<string, unknown> | undefined;
  onSubmit: (values: RoleValues) => unknown;
  onCancel: () => void;
}

function RoleEditorForm({ sources, record, onSubmit, onCancel }: FormProps) {
  const { t, i18n } = useTranslation();
  const { menus, groups } = sources;
  const [form] = Form.useForm<{ name: string }>();
  const [leaves, setLeaves] = useState<Set<Key>>(() => restoreLeaves(menus, idKeys(record?.menu_id)));
  const [permissions, setPermissions] = useState<Set<Key>>(() => new Set(idKeys(record?.permission_id)));
  const [submitting, setSubmitting] = useState(false);

  const language = i18n.language;
  const treeData = useMemo(() => {
    const map = (node: RoleMenuNode): TreeDataType => ({
      key: String(node.id),
      title: (
        <span className="role-editor-node">
          <span>{menuLabel({ name: node.name, ename: node.ename ?? '' }, language)}</span>
          {/* Only a description the operator wrote: a "no description" note on every bare node is noise. */}
          {node.content ? <span className="role-editor-node-note">{node.content}</span> : null}
        </span>
      ),
      children: node.children?.length ? node.children.map(map) : undefined,
    });
    return menus.map(map);
  }, [menus, language]);
  const expanded = useMemo(() => {
    const keys: string[] = [];
    const walk = (node: RoleMenuNode) => {
      if (node.children?.length) {
        keys.push(String(node.id));
        node.children.forEach(walk);
      }
    };
    menus.forEach(walk);
    return keys;
  }, [menus]);
  const state = useMemo(() => treeState(menus, leaves), [menus, leaves]);
  const everyPermission = useMemo(() => (groups ?? []).flatMap(groupIds), [groups]);
  const master = coverage(everyPermission, permissions);

  const submit = async () => {
    let name: string;
    try {
      ({ name } = await form.validate());
    } catch {
      return; // the form shows the message
    }
    const values: RoleValues = {
      name,
      menu_id: menuIds(menus, leaves),
      permission_id: [...permissions].map(Number).sort((a, b) => a - b),
    };
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  const togglePermission = (id: Key, on: boolean) =>
    setPermissions((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="role-editor" data-testid="role-editor">
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: typeof record?.name === 'string' ? record.name : '' }}
        onSubmit={() => void submit()}
      >
        <Form.Item
          field="name"
          label={t('widgets.roleEditor.name')}
          rules={[{ required: true, message: t('messages.requiredMsg') }]}
        >
          <Input placeholder={t('widgets.roleEditor.name')} allowClear />
        </Form.Item>
      </Form>
      <Collapse accordion defaultActiveKey={['menus']} className="role-editor-panels">
        <Collapse.Item
          name="menus"
          header={
            <span className="role-editor-panel-title">
              <IconList /> {t('widgets.roleEditor.menus')}
            </span>
          }
        >
          <div className="role-editor-tree">
            <Tree
              checkable
              checkStrictly
              blockNode
              // A click on the name ticks the box too (a non-selectable Arco tree greys its titles out).
              actionOnClick="check"
              treeData={treeData}
              defaultExpandedKeys={expanded}
              checkedKeys={state.checked}
              halfCheckedKeys={state.half}
              onCheck={(_keys, extra) => {
                const nodeKey = String(extra.node.props._key ?? extra.node.key);
                setLeaves((current) => toggleNode(menus, current, nodeKey, extra.checked));
              }}
            />
          </div>
        </Collapse.Item>
        {groups ? (
          <Collapse.Item
            name="permissions"
            header={
              <span className="role-editor-panel-title">
                <IconShareAlt /> {t('widgets.roleEditor.permissions')}
              </span>
            }
          >
            <Checkbox
              checked={master.all}
              indeterminate={master.some}
              onChange={() => setPermissions((current) => toggleAll(everyPermission, current))}
            >
              {t('widgets.roleEditor.selectAll')}
            </Checkbox>
            {groups.map((group) => {
              const ids = groupIds(group);
              return (
                <section key={String(group.id)} className="role-editor-group" aria-label={group.name}>
                  <div className="role-editor-group-bar">
                    <span>{group.name}</span>
                    <Button
                      type="text"
                      size="mini"
                      onClick={() => setPermissions((current) => toggleAll(ids, current))}
                    >
                      {t('widgets.roleEditor.groupSelectAll')}
                    </Button>
                  </div>
                  <Grid.Row gutter={8}>
                    {(group.permissions ?? []).map((permission) => (
                      <Grid.Col key={String(permission.id)} xs={24} md={8}>
                        <Checkbox
                          checked={permissions.has(String(permission.id))}
                          onChange={(on: boolean) => togglePermission(String(permission.id), on)}
                        >
                          {permission.name}
                        </Checkbox>
                      </Grid.Col>
                    ))}
                  </Grid.Row>
                </section>
              );
            })}
          </Collapse.Item>
        ) : null}
      </Collapse>
      <div className="role-editor-actions">
        <Button type="primary" loading={submitting} onClick={() => void submit()}>
          {t('crud.ok')}
        </Button>
        <Button onClick={onCancel}>{t('crud.cancel')}</Button>
      </div>
    </div>
  );
}
