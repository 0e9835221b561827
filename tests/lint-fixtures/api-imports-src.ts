// lint-as: api/lib/lint-fixture.ts
import { formatDate } from '../../src/lib/format-date';

export const shown = formatDate('2020-07-01');
