import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { cricketKeys } from './cricket-keys';

export const getArchiveCoverage = () => api('cricketArchiveCoverage');

export const archiveCoverageQueryOptions = () => queryOptions({ queryKey: cricketKeys.archiveCoverage(), queryFn: getArchiveCoverage });

