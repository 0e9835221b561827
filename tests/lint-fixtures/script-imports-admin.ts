// lint-as: scripts/lint-fixture.ts
import { commitImport } from '../api/admin/import-export/import-runner';

export const run = commitImport;
