import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getArchiveCoverage = () => api('cricketArchiveCoverage');

export const archiveCoverageQueryOptions = () => queryOptions({ queryKey: ['cricketArchiveCoverage'], queryFn: getArchiveCoverage });

export const useArchiveCoverage = () => useQuery(archiveCoverageQueryOptions());
