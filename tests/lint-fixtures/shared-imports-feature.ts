// lint-as: src/lib/lint-fixture.ts
import { pct } from '../features/cricket/utils/batting-profile-view';

export const shown = pct(0.5);
