import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Empty, Image, Pagination, Space, Spin, Tag, Upload } from '@arco-design/web-react';
import { IconCopy, IconDelete, IconUpload } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Pagination/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import '@arco-design/web-react/es/Upload/style/css.js';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@shop/contract/list';
import { httpHooks } from '@shop/api/http';
import { useListQuery, useRemoveMutation } from '@shop/api/resource';
import { settleWrite } from '@shop/api/settle';
import { upload } from '@shop/api/upload';
import { arcoConfirm } from '@shop/ui/crud/confirm';
import type { CrudRow } from '@shop/ui/crud/types';
import { readListAnswer } from '@shop/ui/crud/useCrudList';
import { useResourceText } from '../useResourceText.ts';
import { FolderPanel } from './FolderPanel.tsx';
import { DIRS_PATH, ROOT_DIR, SPACES_PATH, absoluteUrl, readDirs, spaceUpload, toggleId } from './file-spaces.ts';
import './file-spaces.css';

/** Copies a text; the Clipboard API needs a secure context, so a hidden textarea is the fallback. */
async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = value;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/**
 * Image space: the store's picture folders on the left, the chosen folder's pictures on the right —
 * upload into it (several at once), copy a picture's address, delete one or the ticked ones.
 */
export default function FileSpacesPage() {
  const { t } = useTranslation();
  const text = useResourceText();
  const [dirId, setDirId] = useState(ROOT_DIR);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [selection, setSelection] = useState<number[]>([]);
  const [uploading, setUploading] = useState(0);
  const texts = { success: t('messages.success'), failure: t('messages.error') };

  const dirsQuery = useListQuery({ path: DIRS_PATH, search: { isAll: true } });
  const dirs = dirsQuery.data === undefined ? undefined : readDirs(dirsQuery.data);
  const [removePictures] = useRemoveMutation();
  const pictures = useListQuery({ path: SPACES_PATH, page, per_page: pageSize, search: { dir_id: dirId } });
  const { rows, total } = readListAnswer(pictures.data);

  // A folder or page change starts with nothing ticked.
  useEffect(() => setSelection([]), [dirId, page, pageSize]);

  const open = (id: number) => {
    setDirId(id);
    setPage(1);
  };

  const remove = async (ids: number[]) => {
    if (!ids.length) {
      httpHooks().notify.error(t('messages.selectFirst'));
      return;
    }
    const agreed = await arcoConfirm({
      title: t('crud.confirmTitle'),
      content: t('messages.deleteConfirm'),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
    });
    if (!agreed) return;
    const result = await settleWrite(removePictures({ path: SPACES_PATH, ids }), texts);
    if (result.ok) {
      setSelection([]);
      void pictures.refetch();
    }
  };

  const copy = async (url: string) => {
    const done = await copyText(absoluteUrl(url, window.location.origin));
    if (done) httpHooks().notify.success(text('resources.file_spaces.messages.copied'));
    else httpHooks().notify.error(t('messages.error'));
  };

  const send = async (file: File) => {
    setUploading((n) => n + 1);
    try {
      // Direct, not RTK Query: a multipart file upload with the area's token (the one call outside it).
      const answer = await upload(file, spaceUpload(dirId));
      if (Number(answer.code) !== 200) httpHooks().notify.error(answer.msg || t('fields.uploadFailed'));
    } catch {
      httpHooks().notify.error(t('fields.uploadFailed'));
    } finally {
      setUploading((n) => n - 1);
      void pictures.refetch();
    }
  };

  const ids = rows.map((row) => Number(row.id));
  const allTicked = ids.length > 0 && ids.every((id) => selection.includes(id));
  const folderName =
    dirId === ROOT_DIR ? text('resources.file_spaces.root') : (dirs?.find((dir) => dir.id === dirId)?.name ?? '');

  return (
    <div className="file-spaces" data-testid="file-spaces">
      <FolderPanel
        dirs={dirs}
        current={dirId}
        onOpen={open}
        onChanged={(deleted) => {
          void dirsQuery.refetch();
          if (deleted === dirId) open(ROOT_DIR);
        }}
      />
      <section className="space-pictures">
        <div className="space-toolbar" role="toolbar">
          <Space wrap>
            <Upload
              multiple
              accept="image/png,image/jpeg,image/gif"
              showUploadList={false}
              data-testid="space-upload"
              customRequest={({ file, onSuccess, onError }) => {
                send(file).then(
                  () => onSuccess(),
                  (reason: unknown) => onError(reason as object),
                );
                return { abort: () => undefined };
              }}
            >
              <Button type="primary" icon={<IconUpload />} loading={uploading > 0} data-testid="space-upload-button">
                {text('resources.file_spaces.actions.upload')}
              </Button>
            </Upload>
            <Button
              status="danger"
              icon={<IconDelete />}
              data-testid="space-batch-delete"
              onClick={() => void remove(selection)}
            >
              {t('crud.delete')}
            </Button>
            <Checkbox
              checked={allTicked}
              indeterminate={!allTicked && selection.length > 0}
              disabled={!ids.length}
              onChange={(on: boolean) => setSelection(on ? ids : [])}
              data-testid="space-select-all"
            >
              {text('resources.file_spaces.actions.selectAll')}
            </Checkbox>
          </Space>
          <Space>
            <span className="space-folder-title" data-testid="space-current-folder">
              {folderName}
            </span>
            <Tag color="orange">{text('resources.file_spaces.messages.sizeHint')}</Tag>
          </Space>
        </div>
        <Spin loading={pictures.isFetching} block>
          {rows.length ? (
            <ul className="space-grid" data-testid="space-grid">
              {rows.map((row) => (
                <Picture
                  key={String(row.id)}
                  row={row}
                  ticked={selection.includes(Number(row.id))}
                  onTick={(on) => setSelection((current) => toggleId(current, Number(row.id), on))}
                  onCopy={(url) => void copy(url)}
                  onDelete={() => void remove([Number(row.id)])}
                />
              ))}
            </ul>
          ) : (
            <Empty className="space-empty" description={text('resources.file_spaces.messages.empty')} />
          )}
        </Spin>
        <div className="space-pagination">
          <Pagination
            current={page}
            pageSize={pageSize}
            total={total}
            sizeOptions={[...PAGE_SIZES]}
            sizeCanChange
            showTotal={(count: number) => t('crud.total', { total: count })}
            onChange={(next, size) => {
              setPage(size !== pageSize ? 1 : next);
              setPageSize(size);
            }}
          />
        </div>
      </section>
    </div>
  );
}

interface PictureProps {
  row: CrudRow;
  ticked: boolean;
  onTick: (on: boolean) => void;
  onCopy: (url: string) => void;
  onDelete: () => void;
}

/** One picture: preview on click, its original name, tick, copy address and delete. */
function Picture({ row, ticked, onTick, onCopy, onDelete }: PictureProps) {
  const { t } = useTranslation();
  const text = useResourceText();
  const url = typeof row.url === 'string' ? row.url : '';
  const name = typeof row.name === 'string' ? row.name : '';
  return (
    <li
      className={ticked ? 'space-picture space-picture-ticked' : 'space-picture'}
      data-testid="space-picture"
      data-id={String(row.id)}
    >
      <Image src={url} width="100%" height={130} className="space-picture-image" alt={name} />
      <div className="space-picture-bar">
        <Checkbox
          checked={ticked}
          onChange={(on: boolean) => onTick(on)}
          data-testid="space-picture-check"
          aria-label={name}
        />
        <span className="space-picture-name" title={name}>
          {name}
        </span>
        <Button
          size="mini"
          type="text"
          icon={<IconCopy />}
          title={text('resources.file_spaces.actions.copy')}
          aria-label={text('resources.file_spaces.actions.copy')}
          data-testid="space-picture-copy"
          onClick={() => onCopy(url)}
        />
        <Button
          size="mini"
          type="text"
          status="danger"
          icon={<IconDelete />}
          title={t('crud.delete')}
          aria-label={t('crud.delete')}
          data-testid="space-picture-delete"
          onClick={onDelete}
        />
      </div>
    </li>
  );
}
