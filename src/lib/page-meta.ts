import { useEffect } from 'react';
import { BRAND, SITE_DESCRIPTION } from './site';

export interface PageMeta {
  /** Browser title. Pass the full title, or use `withBrand` to append " | brand". */
  title: string;
  description?: string;
  keywords?: string[];
  /** Canonical path (defaults to the current path, lower-cased, no query). */
  canonicalPath?: string;
  /** Ask search engines not to index the page. */
  noindex?: boolean;
}

export const withBrand = (title: string) => `${title} | ${BRAND}`;

function upsertMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function removeMeta(name: string) {
  document.head.querySelector(`meta[name="${name}"]`)?.remove();
}

/** Sets title, description, keywords, robots and canonical link for a page. */
export function usePageMeta({ title, description, keywords, canonicalPath, noindex }: PageMeta) {
  const keywordText = keywords?.join(', ');
  useEffect(() => {
    document.title = title;
    upsertMeta('description', description ?? SITE_DESCRIPTION);
    if (keywordText) upsertMeta('keywords', keywordText);
    else removeMeta('keywords');
    if (noindex) upsertMeta('robots', 'noindex, nofollow');
    else removeMeta('robots');
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.appendChild(link);
    }
    const path = (canonicalPath ?? window.location.pathname).toLowerCase().replace(/\/+$/, '') || '/';
    link.href = `${window.location.origin}${path}`;
  }, [title, description, keywordText, canonicalPath, noindex]);
}
