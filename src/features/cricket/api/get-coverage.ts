import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { CoverageStatus } from './cricket-types';

export const getCoverage = () => apiData<CoverageStatus>('/cricket/coverage');

export const coverageQueryOptions = () => queryOptions({ queryKey: ['cricketCoverage'], queryFn: getCoverage });

export const useCoverage = (enabled = true) => useQuery({ ...coverageQueryOptions(), enabled });
