import { useBrowserLocation } from 'wouter/use-browser-location';
import type { BaseLocationHook } from 'wouter';
import { carryFormat } from '../../common/cricket/formats';

/**
 * The browser's location, with the cricket format carried (common/cricket/formats.ts `carryFormat`): a link to a
 * cricket page that names no format keeps the one of the page the visitor is on, so the format chosen stays with
 * the visitor from page to page. Navigation (a click) and the links' href (a new tab, the server's HTML) agree.
 */
export const useFormatCarryingLocation: BaseLocationHook = (opts) => {
  const [path, navigate] = useBrowserLocation(opts as Parameters<typeof useBrowserLocation>[0]);
  return [path, (to: string, o?: Parameters<typeof navigate>[1]) => navigate(carryFormat(to, window.location.search), o)];
};

/** The href a link renders: in the browser the address bar's query, in a server render the requested one. */
export const formatCarryingHrefs = (href: string, router: { ssrSearch?: string }) =>
  carryFormat(href, typeof window === 'undefined' ? (router.ssrSearch ?? '') : window.location.search);
