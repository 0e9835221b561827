// lint-as: contracts/lint-fixture.ts
import { MAX_NAME_LENGTH } from '../api/admin/roster/names';

export const longest = MAX_NAME_LENGTH;
