// lint-as: workers/core/lint-fixture.ts
import { formatNumber } from '../../src/lib/format-number';

export const shown = formatNumber(1.5);
