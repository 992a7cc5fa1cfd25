// The dialogs' stories run here in jsdom (their play functions are the assertions), so they are checked
// where no Chromium is available for the storybook project.
import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, describe, it } from 'vitest';
import * as deliver from './DeliverDialog.stories.tsx';
import * as detail from './OrderDetail.stories.tsx';
import * as status from './OrderStatusTag.stories.tsx';
import * as refund from './RefundReviewDialog.stories.tsx';
import * as reply from './ReplyDialog.stories.tsx';
import * as waybill from './WaybillView.stories.tsx';

afterEach(cleanup);
// The dialogs' closing animations (react-transition-group timers) may still be due when the last test ends: a timer
// firing after the file's jsdom window is gone fails the run ("window is not defined"). Let them run out first.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 1000)));

/** Each story's render and play, by name. */
const runs: [string, () => Promise<void>][] = [];
const add = (suite: string, composed: Record<string, { run: () => Promise<void> }>) => {
  for (const [name, Story] of Object.entries(composed)) runs.push([`${suite} ${name}`, () => Story.run()]);
};
add('DeliverDialog', composeStories(deliver));
add('OrderDetail', composeStories(detail));
add('OrderStatusTag', composeStories(status));
add('RefundReviewDialog', composeStories(refund));
add('ReplyDialog', composeStories(reply));
add('Waybill', composeStories(waybill));

describe('order stories in jsdom', () => {
  it.each(runs)('%s', async (_name, run) => {
    await run();
  });
});
