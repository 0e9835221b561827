// lint-as: common/lint-fixture.ts
import { createRng } from '../workers/core/rng';

export const first = createRng(1).next();
