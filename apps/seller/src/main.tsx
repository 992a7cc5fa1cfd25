// Arco's React 19 adapter first, in the entry itself: without it Arco's Message, Notification and Modal.confirm
// (rendered in roots of their own) cannot render on React 19.
import '@arco-design/web-react/es/_util/react-19-adapter';
import { startBackOffice } from '@shop/backoffice/shell/startBackOffice';
import { AREA } from './area.ts';

startBackOffice({
  area: AREA,
  pages: () => import('./console/pages.ts'),
  loginPage: () => import('./pages/LoginPage.tsx'),
});
