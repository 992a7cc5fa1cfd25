import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Input, Modal, Spin } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconFolder, IconFolderAdd } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { arcoConfirm } from '@shop/ui/crud/confirm';
import { useCreateMutation, useRemoveMutation, useUpdateMutation } from '@shop/api/resource';
import { settleWrite } from '@shop/api/settle';
import { useResourceText } from '../useResourceText.ts';
import { DIR_NAME_MAX, DIRS_PATH, ROOT_DIR, type SpaceDir } from './file-spaces.ts';

export interface FolderPanelProps {
  dirs: SpaceDir[] | undefined;
  current: number;
  onOpen: (dirId: number) => void;
  /** After a folder was created, renamed or deleted. */
  onChanged: (deleted?: number) => void;
}

/** The folder being named: a new one, or an existing one being renamed. */
type Naming = { id?: number; name: string } | null;

/**
 * The image space's folders: the temporary folder (pictures uploaded without one) and the store's folders,
 * each opened by a click, renamed or deleted (with its pictures, after a confirmation); New folder asks for a
 * name.
 */
export function FolderPanel({ dirs, current, onOpen, onChanged }: FolderPanelProps) {
  const { t } = useTranslation();
  const text = useResourceText();
  const [naming, setNaming] = useState<Naming>(null);
  const [saving, setSaving] = useState(false);
  const [createDir] = useCreateMutation();
  const [renameDir] = useUpdateMutation();
  const [removeDir] = useRemoveMutation();
  const texts = { success: t('messages.success'), failure: t('messages.error') };

  const save = async () => {
    if (!naming) return;
    const name = naming.name.trim();
    if (!name) return;
    setSaving(true);
    const result = await settleWrite(
      naming.id === undefined
        ? createDir({ path: DIRS_PATH, data: { name } })
        : renameDir({ path: DIRS_PATH, id: naming.id, data: { id: naming.id, name } }),
      texts,
    );
    setSaving(false);
    if (result.ok) {
      setNaming(null);
      onChanged();
    }
  };

  const remove = async (dir: SpaceDir) => {
    const agreed = await arcoConfirm({
      title: t('crud.confirmTitle'),
      content: text('resources.file_spaces.messages.deleteFolder', { name: dir.name }),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
    });
    if (!agreed) return;
    const result = await settleWrite(removeDir({ path: DIRS_PATH, ids: [dir.id] }), texts);
    if (result.ok) onChanged(dir.id);
  };

  const folder = (id: number, name: string, dir?: SpaceDir) => (
    <li
      key={id}
      className={id === current ? 'space-folder space-folder-active' : 'space-folder'}
      data-testid="space-folder"
      data-id={id}
      aria-current={id === current ? 'true' : undefined}
    >
      <button type="button" className="space-folder-open" onClick={() => onOpen(id)}>
        <IconFolder />
        <span className="space-folder-name">{name}</span>
      </button>
      {dir ? (
        <span className="space-folder-actions">
          <Button
            size="mini"
            type="text"
            icon={<IconEdit />}
            aria-label={text('resources.file_spaces.actions.rename')}
            title={text('resources.file_spaces.actions.rename')}
            data-testid="space-folder-rename"
            onClick={() => setNaming({ id: dir.id, name: dir.name })}
          />
          <Button
            size="mini"
            type="text"
            status="danger"
            icon={<IconDelete />}
            aria-label={t('crud.delete')}
            title={t('crud.delete')}
            data-testid="space-folder-delete"
            onClick={() => void remove(dir)}
          />
        </span>
      ) : null}
    </li>
  );

  return (
    <aside className="space-folders" data-testid="space-folders">
      <Button
        type="primary"
        long
        icon={<IconFolderAdd />}
        data-testid="space-folder-add"
        onClick={() => setNaming({ name: '' })}
      >
        {text('resources.file_spaces.actions.addFolder')}
      </Button>
      <ul className="space-folder-list">
        {folder(ROOT_DIR, text('resources.file_spaces.root'))}
        {dirs === undefined ? <Spin block /> : dirs.map((dir) => folder(dir.id, dir.name, dir))}
      </ul>
      {dirs?.length === 0 ? <Empty description={text('resources.file_spaces.messages.noFolders')} /> : null}
      <Modal
        visible={naming !== null}
        title={
          naming?.id === undefined
            ? text('resources.file_spaces.actions.addFolder')
            : text('resources.file_spaces.actions.rename')
        }
        onCancel={() => setNaming(null)}
        footer={
          <>
            <Button onClick={() => setNaming(null)}>{t('crud.cancel')}</Button>
            <Button
              type="primary"
              loading={saving}
              disabled={!naming?.name.trim()}
              data-testid="space-folder-save"
              onClick={() => void save()}
            >
              {t('crud.ok')}
            </Button>
          </>
        }
        unmountOnExit
        style={{ width: 420 }}
      >
        <Input
          autoFocus
          value={naming?.name ?? ''}
          maxLength={DIR_NAME_MAX}
          showWordLimit
          placeholder={text('resources.file_spaces.fields.name')}
          data-testid="space-folder-name"
          onChange={(name) => setNaming((current) => (current ? { ...current, name } : current))}
          onPressEnter={() => void save()}
        />
      </Modal>
    </aside>
  );
}
