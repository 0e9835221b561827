import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreateSeasonInput, EditFixtureInput, FixtureInput } from '../../../../contracts/season';
import { api } from '../../../lib/api-client';
import { reportOf } from './league-admin-api';
import { useWrite } from './write-hook';
import { adminKeys } from './admin-keys';

/** Seasons and fixtures: /api/admin/seasons..., /api/admin/fixtures/{id}. */

export const seasonsQueryOptions = () => queryOptions({ queryKey: adminKeys.seasons(), queryFn: () => api('adminSeasons'), staleTime: 0 });
export const seasonQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.season(id), queryFn: () => api('adminSeason', { params: { id } }), staleTime: 0 });

export const useSeasons = () => useQuery(seasonsQueryOptions());
export const useSeason = (id: number) => useQuery(seasonQueryOptions(id));

export const useCreateSeason = () => useWrite((body: CreateSeasonInput) => api('adminCreateSeason', { body }));
export const useAddFixture = (seasonId: number) => useWrite((body: FixtureInput) => api('adminAddFixture', { params: { id: seasonId }, body }));
export const useEditFixture = () => useWrite(({ id, ...body }: EditFixtureInput & { id: number }) => api('adminEditFixture', { params: { id }, body }));
export const useRemoveFixture = () => useWrite((id: number) => api('adminRemoveFixture', { params: { id } }));

/** POST a fixture CSV (`?dryRun=1` checks it and writes nothing). */
export const importFixtures = (seasonId: number, csv: string, dryRun: boolean) =>
  reportOf(api('adminImportFixtures', { params: { id: seasonId }, query: dryRun ? { dryRun: '1' } : {}, body: csv }));
