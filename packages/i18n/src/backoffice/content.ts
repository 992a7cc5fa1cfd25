import type { ResourceGroup } from './types.ts';

/** Labels of the content pages, zh-cn and en with the same keys (checked by backoffice.test.ts). */
const group: ResourceGroup = {
  'zh-cn': {},
  en: {},
};

export default group;
