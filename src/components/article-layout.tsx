import { Children, isValidElement, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { MDXContent } from 'mdx/types';
import { BRAND } from '../lib/site';
import { usePageMeta, useSiteOrigin, useStructuredData, withBrand } from '../lib/page-meta';
import { TableScroll } from './data-table';

export interface ArticleMeta {
  title: string;
  description: string;
  keywords: string[];
  canonicalPath: string;
}

interface TocEntry {
  id: string;
  text: string;
  level: number;
}

/** Words per minute used for the reading-time estimate. */
export const READING_WPM = 220;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / READING_WPM));
}

/**
 * Shared layout of an article page: sets the page meta, shows an optional pill link
 * (e.g. "Betting Home"), the title, the reading time and a table of contents built
 * from the article's h2/h3 headings, which get stable ids for the links.
 */
export function ArticleLayout({
  meta,
  kicker,
  pill,
  lead,
  after,
  children,
}: {
  meta: ArticleMeta;
  kicker?: string;
  pill?: { href: string; label: string };
  lead?: ReactNode;
  /** Shown after the article's body (e.g. the betting pages' responsible-gambling notice). */
  after?: ReactNode;
  children: ReactNode;
}) {
  usePageMeta({
    title: withBrand(meta.title),
    description: meta.description,
    keywords: meta.keywords,
    canonicalPath: meta.canonicalPath,
    ogType: 'article',
  });
  const origin = useSiteOrigin();
  useStructuredData('article', {
    '@type': 'Article',
    headline: meta.title,
    description: meta.description,
    keywords: meta.keywords.join(', '),
    mainEntityOfPage: `${origin}${meta.canonicalPath}`,
    url: `${origin}${meta.canonicalPath}`,
    inLanguage: 'en-GB',
    author: { '@type': 'Organization', name: BRAND, url: `${origin}/` },
    publisher: { '@type': 'Organization', name: BRAND, url: `${origin}/` },
  });
  const bodyRef = useRef<HTMLDivElement>(null);
  // null until the headings are read from the DOM (after hydration); the server-rendered HTML has no entries yet.
  const [toc, setToc] = useState<TocEntry[] | null>(null);
  const [minutes, setMinutes] = useState<number | null>(null);

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const used = new Set<string>();
    const entries: TocEntry[] = [];
    body.querySelectorAll<HTMLHeadingElement>('h2, h3').forEach((h) => {
      if (h.closest('[data-toc-skip]')) return;
      let id = h.id || slugify(h.textContent ?? '');
      while (used.has(id)) id += '-x';
      used.add(id);
      h.id = id;
      h.classList.add('scroll-mt-24');
      entries.push({ id, text: h.textContent ?? '', level: h.tagName === 'H2' ? 2 : 3 });
    });
    setToc(entries);
    const words = (body.textContent ?? '').trim().split(/\s+/).filter(Boolean).length;
    setMinutes(readingMinutes(words));
  }, [children]);

  return (
    <div className="page">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-10">
        <article className="min-w-0">
          <header className="max-w-3xl">
            {pill && (
              <Link href={pill.href} className="pill">
                {pill.label}
              </Link>
            )}
            {kicker && <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-emerald-800">{kicker}</p>}
            <h1 className="mt-2 text-3xl font-bold leading-tight sm:text-4xl">{meta.title}</h1>
            {lead && <p className="mt-3 text-lg text-slate-700">{lead}</p>}
            <p className="mt-3 text-sm text-slate-600" data-testid="reading-time">
              {minutes === null ? '\u00a0' : `${minutes} min read`}
            </p>
          </header>
          {/* Below lg the contents are a closed disclosure of constant height, present from the first HTML on:
              filling it after hydration moves nothing (an open list pushed the article down by a third
              of a phone screen). */}
          {(toc === null || toc.length > 0) && (
            <details className="card mt-6 lg:hidden" data-testid="toc-disclosure">
              <summary className="cursor-pointer font-semibold text-slate-900">Contents</summary>
              {toc && (
                <nav aria-label="Table of contents" className="mt-3">
                  <TocList toc={toc} />
                </nav>
              )}
            </details>
          )}
          <div ref={bodyRef} className="prose-article mt-4 max-w-3xl">
            {children}
          </div>
          {after}
        </article>
        {toc && toc.length > 0 && (
          <aside className="hidden lg:block">
            <nav aria-label="Table of contents" className="sticky top-24 mt-2 text-sm">
              <TocList toc={toc} />
            </nav>
          </aside>
        )}
      </div>
    </div>
  );
}

function TocList({ toc }: { toc: TocEntry[] }) {
  return (
    <>
      <p className="font-semibold text-slate-900">Contents</p>
      <ol className="mt-2 space-y-1.5">
        {toc.map((t) => (
          <li key={t.id} className={t.level === 3 ? 'pl-4' : ''}>
            <a href={`#${t.id}`} className="text-slate-700 hover:text-emerald-800 hover:underline">
              {t.text}
            </a>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The text of a React node tree (header cells of an MDX table, for its scroll region's name). */
function nodeText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(nodeText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return nodeText(node.props.children);
  return '';
}

/** Header texts of an MDX table: the children of its first row of <th> cells. */
function headerTexts(children: ReactNode): string[] {
  const out: string[] = [];
  const walk = (n: ReactNode) => {
    if (out.length || n === null || n === undefined || typeof n !== 'object') return;
    if (Array.isArray(n)) return n.forEach(walk);
    if (!isValidElement<{ children?: ReactNode }>(n)) return;
    if (n.type === 'tr') {
      Children.forEach(n.props.children, (c) => {
        if (isValidElement(c) && c.type === 'th') out.push(nodeText(c).trim());
      });
      return;
    }
    walk(n.props.children);
  };
  walk(children);
  return out.filter(Boolean);
}

/**
 * GFM tables from MDX, in the shared scroll region (focusable and labelled when it overflows, edge shadows) so a
 * wide table scrolls on a phone instead of stretching the page; the first column stays in view.
 */
export function ArticleTable(props: React.ComponentProps<'table'>) {
  const heads = headerTexts(props.children);
  const label = heads.length ? `Table: ${heads.join(', ')}` : 'Table';
  const ref = useRef<HTMLTableElement>(null);
  useNumericColumns(ref);
  return (
    <div className="my-4">
      <TableScroll label={label} sticky>
        <table {...props} ref={ref} className="data-table dt-table dt-article !my-0" />
      </TableScroll>
    </div>
  );
}

/**
 * Code blocks from MDX, in the shared scroll region: a wide block scrolls sideways with an edge cue and, when it
 * does, can be focused and scrolled from the keyboard (role="region" with a label). The label names the language
 * and the block's first line, so each block of an article is its own landmark ("Code example (SQL): CREATE TABLE
 * dim_player (").
 */
export function ArticlePre(props: React.ComponentProps<'pre'>) {
  const code = Children.toArray(props.children).find(isValidElement) as
    | React.ReactElement<{ className?: string; children?: React.ReactNode }>
    | undefined;
  const lang = /language-([\w-]+)/.exec(code?.props.className ?? '')?.[1];
  const text = typeof code?.props.children === 'string' ? code.props.children : '';
  const firstLine = text.trim().split('\n', 1)[0].trim();
  const label = `Code example${lang ? ` (${lang.toUpperCase()})` : ''}${firstLine ? `: ${firstLine}` : ''}`;
  return (
    <div className="my-4">
      <TableScroll label={label} className="dt-code">
        <pre {...props} className={`${props.className ?? ''} !my-0 w-max min-w-full !overflow-visible`} />
      </TableScroll>
    </div>
  );
}

/** Marks the columns of an MDX table whose body cells are all numbers (odds, %, £) so they right-align. */
function useNumericColumns(ref: React.RefObject<HTMLTableElement | null>) {
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    const rows = Array.from(table.tBodies[0]?.rows ?? []);
    const head = table.tHead?.rows[0];
    const n = head?.cells.length ?? 0;
    for (let c = 0; c < n; c++) {
      const cells = rows.map((r) => r.cells[c]).filter(Boolean);
      if (cells.length && cells.every((cell) => NUMERIC.test(cell.textContent?.trim() ?? ''))) {
        for (const cell of [head!.cells[c], ...cells]) cell.classList.add('num');
      }
    }
  }, [ref]);
}
const NUMERIC = /^[£$€+−-]*\d[\d,]*(\.\d+)?\s?%?$/;

/** Links in MDX: site paths navigate in the app (no reload); anything else is a plain link. */
export function ArticleLink({ href = '', ...props }: React.ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link href={href} {...props} />;
  return <a href={href} {...props} />;
}

export const articleMdxComponents = { table: ArticleTable, pre: ArticlePre, a: ArticleLink };

/** Builds a lazy-route page component for an MDX article. */
export function articlePage(
  Content: MDXContent,
  options: { meta: ArticleMeta; kicker?: string; pill?: { href: string; label: string }; lead?: ReactNode; after?: ReactNode },
) {
  return function ArticlePage() {
    return (
      <ArticleLayout {...options}>
        <Content components={articleMdxComponents} />
      </ArticleLayout>
    );
  };
}
