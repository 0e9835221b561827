// lint-as: src/features/golf/lint-fixture.ts
import { routes } from '../../app/routes';

export const count = routes.length;
