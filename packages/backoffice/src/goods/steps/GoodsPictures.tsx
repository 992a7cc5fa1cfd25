import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Upload } from '@arco-design/web-react';
import { IconCamera, IconDelete, IconStar, IconUpload } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Upload/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { upload } from '@shop/api/upload';
import type { Area } from '@shop/api/areas';
import { UPLOAD_SUCCESS } from '@shop/ui/widgets/ImageUpload';
import { GOODS_UPLOAD } from '../goods-form.ts';
import { useGoodsText } from '../useGoodsText.ts';
// Its own styles, so a page outside the goods editor (the Admin's points goods) can show the gallery too.
import '../goods-common.css';
import '../goods-editor.css';

export interface GoodsPicturesProps {
  images: string[];
  master: string;
  area: Area;
  /** Called once per uploaded file, as each finishes. */
  onAdd: (url: string) => void;
  onRemove: (url: string) => void;
  onMaster: (url: string) => void;
  invalid?: boolean;
}

/**
 * The goods gallery: several pictures uploaded at once to `{area}uploads` as
 * `goods` (800x800 + 400/300/150 thumbnails); clicking a picture makes it the main one, the bin removes
 * it (the main picture passes to the first one left).
 */
export function GoodsPictures({ images, master, area, onAdd, onRemove, onMaster, invalid }: GoodsPicturesProps) {
  const { g } = useGoodsText();
  const { t } = useTranslation();
  const [pending, setPending] = useState(0);
  const [failure, setFailure] = useState('');
  const main = images.includes(master) ? master : images[0];

  const send = async (file: File) => {
    setPending((n) => n + 1);
    try {
      // Direct, not RTK Query: a multipart file upload with the area's token (the one call outside it).
      const answer = await upload(file, { name: GOODS_UPLOAD.name, option: GOODS_UPLOAD.option, area });
      if (Number(answer.code) === UPLOAD_SUCCESS && answer.data) onAdd(answer.data);
      else setFailure(answer.msg || t('fields.uploadFailed'));
    } catch {
      setFailure(t('fields.uploadFailed'));
    } finally {
      setPending((n) => n - 1);
    }
  };

  return (
    <div className={invalid ? 'goods-pictures goods-pictures-invalid' : 'goods-pictures'} data-testid="goods-pictures">
      <div className="goods-pictures-list">
        {images.length ? (
          images.map((url, index) => (
            <div
              key={url}
              className={url === main ? 'goods-picture goods-picture-master' : 'goods-picture'}
              data-testid={`goods-picture-${index}`}
            >
              <button
                type="button"
                className="goods-picture-image"
                title={g('editor.setMaster')}
                aria-label={g('editor.setMaster')}
                aria-pressed={url === main}
                data-testid={`goods-picture-master-${index}`}
                onClick={() => onMaster(url)}
              >
                <img src={url} alt="" />
              </button>
              {url === main ? (
                <span className="goods-picture-badge">
                  <IconStar /> {g('editor.master')}
                </span>
              ) : null}
              <Button
                className="goods-picture-remove"
                size="mini"
                status="danger"
                shape="circle"
                icon={<IconDelete />}
                aria-label={g('editor.removePicture')}
                title={g('editor.removePicture')}
                data-testid={`goods-picture-remove-${index}`}
                onClick={() => onRemove(url)}
              />
            </div>
          ))
        ) : (
          <div className="goods-pictures-empty">
            <IconCamera />
          </div>
        )}
      </div>
      <div className="goods-pictures-actions">
        <Upload
          multiple
          showUploadList={false}
          accept="image/*"
          autoUpload
          customRequest={({ file, onSuccess }) => {
            setFailure('');
            void send(file).then(() => onSuccess());
            return { abort: () => undefined };
          }}
        >
          <Button icon={<IconUpload />} loading={pending > 0} data-testid="goods-pictures-upload">
            {pending > 0 ? g('editor.uploading') : g('editor.upload')}
          </Button>
        </Upload>
        <span className="goods-hint">{g('editor.picturesHint')}</span>
      </div>
      {failure ? (
        <div className="goods-error" role="alert">
          {failure}
        </div>
      ) : null}
    </div>
  );
}
