import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AddSquadInput,
  CreateDivisionInput,
  CreateTeamInput,
  CreateTeamLeagueInput,
  EditDivisionInput,
  EditSquadInput,
  EditTeamInput,
  EditTeamLeagueInput,
  GenerateFixturesInput,
} from '../../../../contracts/team-league-admin';
import { api, apiResponse } from '../../../lib/api-client';
import { reportOf, saveDownload } from './league-admin-api';
import { adminKeys } from './admin-keys';
import { useWrite } from './write-hook';

/** A team league's set-up: GET /api/admin/team-leagues/{id}/setup, and its writes (each answers the set-up). */
export const teamSetupOptions = (id: number) => queryOptions({ queryKey: adminKeys.teamSetup(id), queryFn: () => api('adminTeamLeagueSetup', { params: { id } }), staleTime: 0 });
export const useTeamSetup = (id: number | null) => useQuery({ ...teamSetupOptions(id ?? 0), enabled: id !== null });

export const useCreateTeamLeague = () => useWrite((body: CreateTeamLeagueInput) => api('adminCreateTeamLeague', { body }));
export const useEditTeamLeague = () => useWrite(({ id, body }: { id: number; body: EditTeamLeagueInput }) => api('adminEditTeamLeague', { params: { id }, body }));
export const useCreateDivision = () => useWrite(({ id, body }: { id: number; body: CreateDivisionInput }) => api('adminCreateTeamDivision', { params: { id }, body }));
export const useEditDivision = () => useWrite(({ id, body }: { id: number; body: EditDivisionInput }) => api('adminEditTeamDivision', { params: { id }, body }));
export const useCreateTeam = () => useWrite(({ id, body }: { id: number; body: CreateTeamInput }) => api('adminCreateTeam', { params: { id }, body }));
export const useEditTeam = () => useWrite(({ id, body }: { id: number; body: EditTeamInput }) => api('adminEditTeam', { params: { id }, body }));
export const useAddSquadPlayer = () => useWrite(({ id, body }: { id: number; body: AddSquadInput }) => api('adminAddSquadPlayer', { params: { id }, body }));
export const useEditSquadPlayer = () => useWrite(({ id, body }: { id: number; body: EditSquadInput }) => api('adminEditSquadPlayer', { params: { id }, body }));
/** POST /api/admin/team-leagues/{id}/fixtures: a preview (dryRun) or the publication of the same fixtures. */
export const useDrawFixtures = () => useWrite(({ id, body }: { id: number; body: GenerateFixturesInput }) => api('adminGenerateTeamFixtures', { params: { id }, body }));

/** POST the squads CSV (`?dryRun=1` reports and writes nothing); a refused commit answers its report. */
export const importTeamSquads = (id: number, csv: string, dryRun: boolean) =>
  reportOf(api('adminImportTeamSquads', { params: { id }, query: dryRun ? { dryRun: '1' } : {}, body: csv }));

/** Download the current season's teams and squads as CSV. */
export const downloadTeamSquads = async (id: number) => saveDownload(await apiResponse('adminTeamSquadsCsv', { params: { id } }), 'squads.csv');

/** The season's rearrangements (those awaiting an answer or approval first), and the admin's decision on one. */
export const useTeamRearrangements = (id: number) =>
  useQuery({ queryKey: adminKeys.teamRearrangements(id), queryFn: () => api('adminTeamRearrangements', { params: { id } }), staleTime: 0 });
export const useDecideRearrangement = () => useWrite(({ id, approve }: { id: number; approve: boolean }) => api('adminDecideRearrangement', { params: { id }, body: { approve } }));
