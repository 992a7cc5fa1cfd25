import { Button, Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useGoodsText } from './useGoodsText.ts';

export interface GoodsLoadStateProps {
  loading: boolean;
  /** Why the goods could not be loaded ('' when the server gave no reason). */
  error: string | undefined;
  onRetry: () => void;
  onBack: () => void;
}

/** What the editor shows until an edited goods has loaded: a spinner, or the failure with Retry and Back. */
export function GoodsLoadState({ loading, error, onRetry, onBack }: GoodsLoadStateProps) {
  const { g } = useGoodsText();
  return (
    <div className="goods-editor" data-testid="goods-editor">
      {loading ? (
        <Spin block loading className="goods-step-loading" />
      ) : (
        <Empty
          description={
            <span data-testid="goods-load-failed">
              {error || g('editor.loadFailed')}{' '}
              <Button size="mini" type="text" onClick={onRetry}>
                {g('editor.retry')}
              </Button>
              <Button size="mini" type="text" onClick={onBack}>
                {g('editor.back')}
              </Button>
            </span>
          }
        />
      )}
    </div>
  );
}
