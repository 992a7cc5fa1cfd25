import type { ShopModule } from '../types.ts';
import { uploadRoutes } from './routes.ts';

/** Pictures and files for the three areas (5.26); the files are served at /uploads/ by http/platform. */
export const uploadsModule: ShopModule = {
  name: 'uploads',
  home: uploadRoutes('home'),
  admin: uploadRoutes('admin'),
  seller: uploadRoutes('seller'),
};
