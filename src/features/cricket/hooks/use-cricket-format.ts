import { useSearch } from 'wouter';
import { formatFromSearch, type CricketFormatKey } from '../../../../common/cricket/formats';

/** The format the page's address asks for (`?format=`; none: men's Tests). */
export function useCricketFormat(): CricketFormatKey {
  return formatFromSearch(useSearch());
}
