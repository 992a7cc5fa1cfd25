import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, spyOn } from 'storybook/test';
import { translate } from '@shop/i18n';
import { CHUNK_FAILED, lazyPage } from './lazy-page.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

function Broken(): never {
  throw new Error('Something broke while rendering');
}

// A page whose chunk never arrives; a 50 ms timeout stands in for the real 120 s.
const NeverArrives = lazyPage(() => new Promise<never>(() => {}), 50);

const meta = {
  title: 'Console/PageErrorBoundary',
  component: PageErrorBoundary,
  beforeEach: () => {
    // The boundary logs what it caught; keep the story output clean.
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof PageErrorBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A healthy page renders untouched. */
export const Healthy: Story = {
  args: { children: <p>Page content</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page content')).toBeInTheDocument();
  },
};

/** A page that throws while rendering: the console stays up with the error and a reload button. */
export const RenderError: Story = {
  args: { children: <Broken /> },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something broke while rendering')).toBeInTheDocument();
    await expect(canvas.getByTestId('page-reload')).toHaveTextContent(translate('common.reload'));
  },
};

/** A page chunk that does not arrive in time: 'Loading chunk failed'. */
export const ChunkTimeout: Story = {
  args: {
    children: (
      <Suspense fallback={<p>Loading…</p>}>
        <NeverArrives />
      </Suspense>
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CHUNK_FAILED, {}, { timeout: 3000 })).toBeInTheDocument();
  },
};
