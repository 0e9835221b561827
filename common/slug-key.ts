/**
 * How a slug taken from an address is compared with the stored ones: lower-cased. Slugs are stored in lower case
 * and every page and answer takes its address in any case ("/cricket/team/England" is "/cricket/team/england"), so
 * routes (their cache keys), queries (their lookups) and the pages' query keys all go through this one function.
 */
export const slugKey = (raw: string): string => raw.toLowerCase();
