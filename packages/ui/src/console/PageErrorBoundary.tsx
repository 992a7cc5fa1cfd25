import { Component, type ReactNode } from 'react';
import { Button, Result } from '@arco-design/web-react';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { i18n } from '@shop/i18n';
import { CHUNK_FAILED } from './lazy-page.ts';

interface State {
  error: Error | null;
}

/**
 * Catches a page that failed to load or render, so one broken page never blanks the whole console: a chunk that
 * did not arrive shows 'Loading chunk failed' (after its 120 s timeout) with a reload button.
 *
 * @example <PageErrorBoundary><Suspense fallback={<PageLoading />}>{page}</Suspense></PageErrorBoundary>
 */
export class PageErrorBoundary extends Component<{ children?: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const title = error.message === CHUNK_FAILED ? CHUNK_FAILED : i18n.t('messages.error');
    return (
      <Result
        status="error"
        title={title}
        subTitle={error.message === CHUNK_FAILED ? undefined : error.message}
        extra={
          <Button type="primary" onClick={() => window.location.reload()} data-testid="page-reload">
            {i18n.t('common.reload')}
          </Button>
        }
      />
    );
  }
}
