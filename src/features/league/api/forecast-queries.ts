/** The season forecast's API calls (issue 26): the engine input and the kept track record. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForecastAnswer, ForecastHistoryAnswer } from '../../../../contracts/forecast';
import { apiData } from '../../../lib/api-client';

const enc = encodeURIComponent;

export const getForecastInput = (slug: string) => apiData<ForecastAnswer['data']>(`/pool/forecast/${enc(slug)}`);
export const getForecastHistory = (slug: string) => apiData<ForecastHistoryAnswer['data']>(`/pool/forecast/${enc(slug)}/history`);

export const forecastInputOptions = (slug: string) => queryOptions({ queryKey: ['pool', 'forecast', slug], queryFn: () => getForecastInput(slug) });
export const forecastHistoryOptions = (slug: string) =>
  queryOptions({ queryKey: ['pool', 'forecast', slug, 'history'], queryFn: () => getForecastHistory(slug), retry: false });

export const useForecastInput = (slug: string) => useQuery(forecastInputOptions(slug));
export const useForecastHistory = (slug: string) => useQuery(forecastHistoryOptions(slug));
