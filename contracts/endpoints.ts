/**
 * The table of endpoints declared in contracts/: what the OpenAPI document (GET /api/openapi.json) lists and what
 * the contract tests walk. An area adds its list here.
 */
import { cardEndpoints } from './cards';
import { cricketEndpoints } from './cricket';
import { poolEndpoints } from './league';

export const endpoints = { ...cricketEndpoints, ...poolEndpoints, ...cardEndpoints };
export type Endpoints = typeof endpoints;
