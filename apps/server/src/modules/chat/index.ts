import type { ShopModule } from '../types.ts';
import { chatRoutes } from './routes.ts';

/**
 * Shopper (or guest) to store chat: the HTTP API here; the `/ws` socket (socket.ts) is mounted by app.ts beside
 * the API, since it lives outside `/api`.
 */
export const chatModule: ShopModule = {
  name: 'chat',
  public: chatRoutes,
};
