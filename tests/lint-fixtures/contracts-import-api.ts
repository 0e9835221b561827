// lint-as: contracts/lint-fixture.ts
import { MAX_BODY_BYTES } from '../api/http/request-guards';

export const longest = MAX_BODY_BYTES;
