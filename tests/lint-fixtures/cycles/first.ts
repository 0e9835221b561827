// A value import each way: a cycle (tests/unit/lint/lint-rules.test.ts).
import { second } from './second';

export const first = () => second;
