// lint-as: api/app.ts
import { adminRoutes } from './admin/admin-routes';
import { auditedWrite } from './audit/audited-write';

export const mounted = [adminRoutes, auditedWrite];
