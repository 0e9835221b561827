import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import type { ArchiveCoverage } from './cricket-types';

export const getArchiveCoverage = () => apiData<ArchiveCoverage>('/cricket/archive_coverage');

export const archiveCoverageQueryOptions = () => queryOptions({ queryKey: ['cricketArchiveCoverage'], queryFn: getArchiveCoverage });

export const useArchiveCoverage = () => useQuery(archiveCoverageQueryOptions());
