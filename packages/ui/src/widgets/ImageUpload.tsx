import { useState, type CSSProperties } from 'react';
import { Button, Upload } from '@arco-design/web-react';
import { IconLoading, IconPlus, IconUpload } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Upload/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import './image-upload.css';
import { useTranslation } from 'react-i18next';
import { upload, type Area, type UploadOptions } from '@shop/api';
import type { Envelope } from '@shop/contract/envelope';

/** Avatars are resized to 150x150 and stored under `avatar`. */
export const AVATAR_UPLOAD_OPTION = { width: 150, height: 150 } as const;
export const AVATAR_UPLOAD_NAME = 'avatar';
/** Upload success code. */
export const UPLOAD_SUCCESS = 200;
/** Files the Admin may upload with `uploadType=uploadFile` (the server checks the same list). */
export const FILE_ACCEPT = '.ico,.crt,.pem,.xls,.xlsx,.png,.apk,.wgt';

export type UploadVariant = 'avatar' | 'image' | 'file';
export type Uploader = (file: Blob, options: UploadOptions) => Promise<Envelope<string>>;

export interface ImageUploadProps {
  /** The stored address ('' / null when none). */
  value?: string | null;
  onChange?: (url: string) => void;
  /** avatar: 78 px square, 150x150 resize; image: wide box up to 200 px high; file: button plus the stored path. */
  variant?: UploadVariant;
  /** Storage folder (`name` form field); default 'avatar' for avatars, else 'image' / 'file'. */
  name?: string;
  /** Resize/thumbnail instructions sent as the `option` JSON; avatars default to 150x150. */
  option?: UploadOptions['option'];
  /** Area whose uploads endpoint and token to use; default the current page's. */
  area?: Area;
  disabled?: boolean;
  /** Replaces `@shop/api`'s `upload()` (stories, tests). */
  uploader?: Uploader;
}

/** The request `ImageUpload` sends for a variant: name, option and uploadType. */
export function uploadRequest(
  variant: UploadVariant,
  props: Pick<ImageUploadProps, 'name' | 'option' | 'area'>,
): UploadOptions {
  const request: UploadOptions = {
    name: props.name ?? (variant === 'avatar' ? AVATAR_UPLOAD_NAME : variant),
    option: props.option ?? (variant === 'avatar' ? { ...AVATAR_UPLOAD_OPTION } : {}),
  };
  if (variant === 'file') request.uploadType = 'uploadFile';
  if (props.area) request.area = props.area;
  return request;
}

const boxStyle: Record<'avatar' | 'image', CSSProperties> = {
  avatar: { width: 78, height: 78 },
  image: { width: '100%', minHeight: 78, maxHeight: 200 },
};

const frame: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px dashed var(--color-border-3, #c9cdd4)',
  borderRadius: 4,
  background: 'var(--color-fill-2, #f2f3f5)',
  cursor: 'pointer',
  overflow: 'hidden',
  color: 'var(--color-text-3, #86909c)',
};

/**
 * Uploads one file through `@shop/api`'s `upload()` (area token, multipart `file` + `name` + `option`) and
 * stores the answered address. A code other than 200 shows the server's `msg` under the box (the
 * http interceptor has toasted it too).
 *
 * @example <ImageUpload variant="avatar" value={user.avatar} onChange={(url) => set('avatar', url)} />
 * @example <ImageUpload variant="image" name="adv" value={adv.image} onChange={setImage} />
 */
export function ImageUpload({
  value,
  onChange,
  variant = 'image',
  name,
  option,
  area,
  disabled,
  // Direct, not RTK Query: a multipart file upload with the area's token (the one call outside it).
  uploader = upload,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const url = value ?? '';

  const send = async (file: File) => {
    setBusy(true);
    setError('');
    try {
      const answer = await uploader(file, uploadRequest(variant, { name, option, area }));
      if (Number(answer.code) === UPLOAD_SUCCESS && answer.data) onChange?.(answer.data);
      else setError(answer.msg || t('fields.uploadFailed'));
    } catch {
      setError(t('fields.uploadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const trigger =
    variant === 'file' ? (
      <Button icon={busy ? <IconLoading /> : <IconUpload />} disabled={disabled || busy}>
        {busy ? t('fields.uploading') : t('fields.uploadFile')}
      </Button>
    ) : (
      <div
        style={{ ...frame, ...boxStyle[variant] }}
        aria-label={t('fields.uploadImage')}
        role="button"
        data-testid={`upload-${variant}`}
      >
        {busy ? (
          <IconLoading />
        ) : url ? (
          <img
            src={url}
            alt=""
            style={{ width: '100%', height: '100%', maxHeight: boxStyle[variant].maxHeight, objectFit: 'cover' }}
          />
        ) : (
          <IconPlus />
        )}
      </div>
    );

  return (
    <div className={`shop-upload shop-upload--${variant}`}>
      <Upload
        showUploadList={false}
        accept={variant === 'file' ? FILE_ACCEPT : 'image/*'}
        disabled={disabled || busy}
        autoUpload
        customRequest={({ file, onSuccess, onError }) => {
          send(file).then(
            () => onSuccess(),
            (reason: unknown) => onError(reason as object),
          );
          return { abort: () => undefined };
        }}
      >
        {trigger}
      </Upload>
      {variant === 'file' && url ? (
        <div style={{ marginTop: 4, wordBreak: 'break-all', color: 'var(--color-text-2)' }} data-testid="upload-path">
          {url}
        </div>
      ) : null}
      {error ? (
        <div role="alert" style={{ marginTop: 4, color: 'rgb(var(--danger-6, 245 63 63))' }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
