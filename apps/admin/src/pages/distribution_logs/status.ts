import { DISTRIBUTION_LOG_STATUS } from '@shop/contract/distribution';
import type { StatusMap } from '@shop/ui/widgets/status-map';

const label = (code: number) => `resources.distribution_logs.status.${code}`;

/** `distribution_logs.status` → tag: waiting for settlement, credited to the earner, cancelled (refunded order). */
export const DISTRIBUTION_TAGS = {
  [DISTRIBUTION_LOG_STATUS.pending]: { color: 'orange', label: label(DISTRIBUTION_LOG_STATUS.pending) },
  [DISTRIBUTION_LOG_STATUS.paid]: { color: 'green', label: label(DISTRIBUTION_LOG_STATUS.paid) },
  [DISTRIBUTION_LOG_STATUS.cancelled]: { color: 'gray', label: label(DISTRIBUTION_LOG_STATUS.cancelled) },
} as const satisfies StatusMap;
