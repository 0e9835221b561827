import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

export const getCoverage = () => api('cricketCoverage');

export const coverageQueryOptions = () => queryOptions({ queryKey: cricketKeys.coverage(), queryFn: getCoverage });

export const useCoverage = (enabled = true) => useQuery({ ...coverageQueryOptions(), enabled });
