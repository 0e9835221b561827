// lint-as: api/lib/lint-fixture.ts
import { formatNumber } from '../../src/lib/format-number';

export const shown = formatNumber(1.5);
