// lint-as: api/players/lint-fixture.ts
import { adminRoutes } from '../admin/admin-routes';

export const mounted = adminRoutes;
