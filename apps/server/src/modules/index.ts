import type { ShopModule } from './types.ts';
import { accessModule } from './access/index.ts';

/** Every domain of the shop, mounted by app.ts behind its area guards. */
export const modules: ShopModule[] = [accessModule];
