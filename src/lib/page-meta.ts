import { createContext, useContext, useEffect } from 'react';
import { BRAND, SITE_DESCRIPTION } from './site';
import { apiUrl } from './api-client';

export interface PageMeta {
  /** Browser title. Pass the full title, or use `withBrand` to append " | brand". */
  title: string;
  description?: string;
  keywords?: string[];
  /** Canonical path (defaults to the current path, lower-cased, no query). */
  canonicalPath?: string;
  /** Ask search engines not to index the page. */
  noindex?: boolean;
  /** Open Graph type of the page (default "website"; articles use "article"). */
  ogType?: 'website' | 'article' | 'profile';
  /** The page's share card (default: the site card). */
  card?: ShareCard;
}

/** A share card: a 1200 × 630 PNG the server draws from the page's data (api/cards/), and its text alternative. */
export interface ShareCard {
  /** Site path of the PNG, e.g. `/api/card/pool/group/banff.png`. */
  path: string;
  alt: string;
}

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The card of every page without its own. */
export const SITE_CARD: ShareCard = {
  path: apiUrl('cardSite'),
  alt: `${BRAND}: cricket careers, pool league ratings, sports models and betting maths`,
};

/** A schema.org object written into the head as `<script type="application/ld+json">`. */
export type StructuredData = Record<string, unknown>;

export const withBrand = (title: string) => `${title} | ${BRAND}`;

/**
 * Where a server render collects what the page asked for (title, description, structured data...). Only the server
 * entry provides it; in the browser the hooks write to `document.head` instead.
 */
export interface HeadCollector {
  meta: PageMeta | null;
  /** The path the page is rendered for (the default canonical path). */
  path: string;
  /**
   * The site's origin when the server knows it at render time (pages rendered on request); absent for pages
   * prerendered at build time, which carry SITE_ORIGIN_PLACEHOLDER instead.
   */
  origin?: string;
  structured: Map<string, StructuredData>;
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** Canonical path: the given one or the current path, lower-cased, without a trailing slash or query. */
export function canonicalPathOf(meta: Pick<PageMeta, 'canonicalPath'>, currentPath: string): string {
  return (meta.canonicalPath ?? currentPath).toLowerCase().replace(/\/+$/, '') || '/';
}

/** One tag of the page head, as data: rendered to a string on the server, upserted into the DOM in the browser. */
export interface HeadTag {
  tag: 'meta' | 'link';
  /** Attribute that identifies the tag among its kind (`name`, `property` or `rel`). */
  key: 'name' | 'property' | 'rel';
  id: string;
  /** `content` for meta, `href` for link. */
  value: string;
}

/** Every head tag a page's meta stands for: description, robots, canonical, Open Graph and Twitter card. */
export function headTags(meta: PageMeta, currentPath: string, origin: string): HeadTag[] {
  const description = meta.description ?? SITE_DESCRIPTION;
  const url = `${origin}${canonicalPathOf(meta, currentPath)}`;
  const card = meta.card ?? SITE_CARD;
  const image = `${origin}${card.path}`;
  const tags: HeadTag[] = [
    { tag: 'meta', key: 'name', id: 'description', value: description },
    { tag: 'link', key: 'rel', id: 'canonical', value: url },
    { tag: 'meta', key: 'property', id: 'og:site_name', value: BRAND },
    { tag: 'meta', key: 'property', id: 'og:type', value: meta.ogType ?? 'website' },
    { tag: 'meta', key: 'property', id: 'og:title', value: meta.title },
    { tag: 'meta', key: 'property', id: 'og:description', value: description },
    { tag: 'meta', key: 'property', id: 'og:url', value: url },
    { tag: 'meta', key: 'property', id: 'og:locale', value: 'en_GB' },
    { tag: 'meta', key: 'property', id: 'og:image', value: image },
    { tag: 'meta', key: 'property', id: 'og:image:type', value: 'image/png' },
    { tag: 'meta', key: 'property', id: 'og:image:width', value: String(SHARE_CARD_SIZE.width) },
    { tag: 'meta', key: 'property', id: 'og:image:height', value: String(SHARE_CARD_SIZE.height) },
    { tag: 'meta', key: 'property', id: 'og:image:alt', value: card.alt },
    { tag: 'meta', key: 'name', id: 'twitter:card', value: 'summary_large_image' },
    { tag: 'meta', key: 'name', id: 'twitter:title', value: meta.title },
    { tag: 'meta', key: 'name', id: 'twitter:description', value: description },
    { tag: 'meta', key: 'name', id: 'twitter:image', value: image },
    { tag: 'meta', key: 'name', id: 'twitter:image:alt', value: card.alt },
  ];
  if (meta.keywords?.length) tags.push({ tag: 'meta', key: 'name', id: 'keywords', value: meta.keywords.join(', ') });
  if (meta.noindex) tags.push({ tag: 'meta', key: 'name', id: 'robots', value: 'noindex, nofollow' });
  return tags;
}

/** Names of the tags a page may or may not have; removed in the browser when the new page has none. */
const OPTIONAL_TAGS: Array<Pick<HeadTag, 'tag' | 'key' | 'id'>> = [
  { tag: 'meta', key: 'name', id: 'keywords' },
  { tag: 'meta', key: 'name', id: 'robots' },
];

function selector(t: Pick<HeadTag, 'tag' | 'key' | 'id'>) {
  return `${t.tag}[${t.key}="${t.id}"]`;
}

function applyHeadTags(tags: HeadTag[]) {
  for (const t of OPTIONAL_TAGS) {
    if (!tags.some((x) => x.tag === t.tag && x.id === t.id)) document.head.querySelector(selector(t))?.remove();
  }
  for (const t of tags) {
    let el = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector(t));
    if (!el) {
      el = document.createElement(t.tag);
      el.setAttribute(t.key, t.id);
      document.head.appendChild(el);
    }
    el.setAttribute(t.tag === 'link' ? 'href' : 'content', t.value);
  }
}

/** Sets title, description, keywords, robots, canonical link, Open Graph and Twitter card tags for a page. */
export function usePageMeta(meta: PageMeta) {
  const collector = useContext(HeadCollectorContext);
  // Server render: remember the page's meta (the last page-level call wins); the entry writes it into the head.
  if (collector) collector.meta = meta;
  const { title, description, canonicalPath, noindex, ogType } = meta;
  const cardPath = meta.card?.path;
  const cardAlt = meta.card?.alt;
  const keywordText = meta.keywords?.join(', ');
  useEffect(() => {
    document.title = title;
    const keywords = keywordText ? keywordText.split(', ') : undefined;
    applyHeadTags(
      headTags(
        { title, description, keywords, canonicalPath, noindex, ogType, card: cardPath && cardAlt ? { path: cardPath, alt: cardAlt } : undefined },
        window.location.pathname,
        window.location.origin,
      ),
    );
  }, [title, description, keywordText, canonicalPath, noindex, ogType, cardPath, cardAlt]);
}

/** JSON for a `<script type="application/ld+json">` body: `<` escaped so the text can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Adds one block of schema.org structured data (JSON-LD) to the page head while the component is shown.
 * `id` names the block (one block per id), so a server-rendered block is reused, not duplicated, on hydration.
 */
export function useStructuredData(id: string, data: StructuredData | null) {
  const collector = useContext(HeadCollectorContext);
  if (collector && data) collector.structured.set(id, data);
  const text = data ? jsonForScript({ '@context': 'https://schema.org', ...data }) : null;
  useEffect(() => {
    const sel = `script[type="application/ld+json"][data-ld="${id}"]`;
    let el = document.head.querySelector<HTMLScriptElement>(sel);
    if (!text) {
      el?.remove();
      return;
    }
    if (!el) {
      el = document.createElement('script');
      el.type = 'application/ld+json';
      el.dataset.ld = id;
      document.head.appendChild(el);
    }
    if (el.textContent !== text) el.textContent = text;
    return () => {
      document.head.querySelector(sel)?.remove();
    };
  }, [id, text]);
}

/** schema.org BreadcrumbList from (name, path) pairs; paths are made absolute with `origin`. */
export function breadcrumbList(items: Array<{ name: string; path: string }>, origin: string): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      item: `${origin}${it.path}`,
    })),
  };
}

/** The origin absolute URLs in structured data are built on: the browser's, or the server render's placeholder. */
export function useSiteOrigin(): string {
  const collector = useContext(HeadCollectorContext);
  if (collector) return collector.origin ?? SITE_ORIGIN_PLACEHOLDER;
  return typeof window === 'undefined' ? SITE_ORIGIN_PLACEHOLDER : window.location.origin;
}

/**
 * Written where the site's own origin belongs in HTML prerendered at build time (canonical link, og:url, JSON-LD),
 * before the site's address is known: the server replaces it with the request's origin (or PUBLIC_ORIGIN) when it
 * sends such a page, which holds no stored data. Pages with data are rendered with the origin itself, so a name
 * spelled like this placeholder stays as written.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-origin.invalid';
