import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCoverage = () => api('cricketCoverage');

export const coverageQueryOptions = () => queryOptions({ queryKey: ['cricketCoverage'], queryFn: getCoverage });

export const useCoverage = (enabled = true) => useQuery({ ...coverageQueryOptions(), enabled });
