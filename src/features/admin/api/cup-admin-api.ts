import type { CreateCupInput } from '../../../../contracts/cup';
import { api } from '../../../lib/api-client';
import { useWrite } from './write-hook';

/** Cups: POST /api/admin/cups (draw one), POST /api/admin/cups/{id}/remove. */
export const useCreateCup = () => useWrite((body: CreateCupInput) => api('adminCreateCup', { body }));
export const useRemoveCup = () => useWrite((id: number) => api('adminRemoveCup', { params: { id } }));
export const useSetHandicapStarts = () =>
  useWrite(({ id, enabled }: { id: number; enabled: boolean }) => api('adminSetHandicapStarts', { params: { id }, body: { enabled } }));
