// lint-as: src/features/golf/lint-fixture.ts
import { pct } from '../cricket/utils/batting-profile-view';

export const shown = pct(0.5);
