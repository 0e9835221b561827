import { useState, type ReactNode } from 'react';
import { ArticleTable } from '../../components/article-layout';
import { ErrorMessage } from '../../components/error-message';
import {
  ChevronDown,
  ChevronRight,
  CloseIcon,
  GithubIcon,
  LinkedinIcon,
  LogoMark,
  MenuIcon,
  ShieldIcon,
  XIcon,
} from '../../components/icons';
import { LinkCard } from '../../components/link-card';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { fixedHalfUp } from '../../../workers/core/number-text';
import { linkTo } from '../../../contracts/route-manifest';

const DATA_STATES = ['loading', 'error', 'empty', 'loaded'] as const;
type DataState = (typeof DATA_STATES)[number];

const SAMPLE_ROWS = [
  { name: 'Lions', played: 4, won: 3, pct: 75 },
  { name: 'Tigers', played: 4, won: 2, pct: 50 },
  { name: 'Bears', played: 4, won: 1, pct: 25 },
];

function Section({ id, title, children, note }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {note && <p className="mt-1 max-w-3xl text-sm text-slate-600">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Specimen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <span className="font-mono text-xs text-slate-600">{label}</span>
      <div>{children}</div>
    </div>
  );
}

export default function PlaygroundPage() {
  usePageMeta({
    title: withBrand('Playground'),
    description: "A living style guide of the site's shared components: buttons, pills, inputs, cards, tables, loading and error states.",
    keywords: ['style guide', 'design system', 'components', 'ui states'],
    canonicalPath: linkTo('/playground'),
  });
  const [state, setState] = useState<DataState>('loaded');
  const [text, setText] = useState('');

  return (
    <div className="page">
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-800">Demo</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Playground</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        The site&apos;s shared building blocks in every state they can be in. Pages are assembled from these pieces, so
        a change here shows up everywhere.
      </p>

      <Section id="pg-colours" title="Colour" note="Emerald is the accent, slate the neutrals; red and amber carry errors and warnings. Text colours meet WCAG AA on their backgrounds.">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {[
            ['emerald-700', 'bg-emerald-700 text-white'],
            ['emerald-50', 'bg-emerald-50 text-emerald-900'],
            ['slate-900', 'bg-slate-900 text-white'],
            ['slate-100', 'bg-slate-100 text-slate-900'],
            ['red-700', 'bg-red-700 text-white'],
            ['amber-50', 'bg-amber-50 text-amber-950'],
          ].map(([name, cls]) => (
            <li key={name} className={`rounded-lg p-4 text-sm font-medium ring-1 ring-slate-200 ${cls}`}>
              {name}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="pg-type" title="Typography">
        <div className="card prose-article">
          <h2 className="!mt-0">Article heading (h2)</h2>
          <h3>Sub-heading (h3)</h3>
          <p>
            Body text in an article, with <a href="#pg-type">a link</a>, some <code>inline code</code> and{' '}
            <strong>strong emphasis</strong>.
          </p>
          <blockquote>A quotation, set off from the text.</blockquote>
          <ul>
            <li>An unordered list item</li>
            <li>Another item</li>
          </ul>
        </div>
      </Section>

      <Section id="pg-buttons" title="Buttons and links">
        <div className="card flex flex-wrap items-end gap-6">
          <Specimen label=".btn-primary">
            <button type="button" className="btn-primary">Primary</button>
          </Specimen>
          <Specimen label=".btn-secondary">
            <button type="button" className="btn-secondary">Secondary</button>
          </Specimen>
          <Specimen label=".btn-danger">
            <button type="button" className="btn-danger">Delete</button>
          </Specimen>
          <Specimen label="disabled">
            <button type="button" className="btn-primary" disabled>Disabled</button>
          </Specimen>
          <Specimen label="busy">
            <button type="button" className="btn-primary" disabled aria-busy="true">Running...</button>
          </Specimen>
          <Specimen label=".pill">
            <a href="#pg-buttons" className="pill">Betting Home</a>
          </Specimen>
          <Specimen label=".link">
            <a href="#pg-buttons" className="link">A text link</a>
          </Specimen>
        </div>
      </Section>

      <Section id="pg-forms" title="Form fields">
        <div className="card grid gap-6 sm:grid-cols-3">
          <div>
            <label htmlFor="pg-input" className="block text-sm font-medium text-slate-700">Default</label>
            <input id="pg-input" className="input mt-1" placeholder="Search Player Name..." value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <div>
            <label htmlFor="pg-disabled" className="block text-sm font-medium text-slate-700">Disabled (read-only value)</label>
            <input id="pg-disabled" className="input mt-1 disabled:bg-slate-100" value="52.63" disabled readOnly />
          </div>
          <div>
            <label htmlFor="pg-invalid" className="block text-sm font-medium text-slate-700">Invalid</label>
            <input id="pg-invalid" className="input mt-1 border-red-600" aria-invalid="true" aria-describedby="pg-invalid-msg" defaultValue="0.5" />
            <p id="pg-invalid-msg" className="mt-1 text-sm text-red-700">Decimal odds must be at least 1.</p>
          </div>
        </div>
      </Section>

      <Section id="pg-states" title="Data states" note="Every data page moves from loading to one of error, empty or loaded. Pick a state to see how it looks.">
        <div className="card">
          <div className="flex flex-wrap gap-2" role="group" aria-label="Data state">
            {DATA_STATES.map((s) => (
              <button key={s} type="button" aria-pressed={state === s} onClick={() => setState(s)} className={state === s ? 'btn-primary' : 'btn-secondary'}>
                {s[0].toUpperCase() + s.slice(1)}
              </button>
            ))}
          </div>
          <div className="mt-4 min-h-40" data-testid="playground-state">
            {state === 'loading' && <Spinner label="Loading..." />}
            {state === 'error' && <ErrorMessage error={new Error('Player not found')} />}
            {state === 'empty' && <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-600">No matches recorded yet.</p>}
            {state === 'loaded' && (
              <ArticleTable>
                <thead>
                  <tr>
                    <th scope="col">Team</th>
                    <th scope="col" className="num">Played</th>
                    <th scope="col" className="num">Won</th>
                    <th scope="col" className="num">Win %</th>
                  </tr>
                </thead>
                <tbody>
                  {SAMPLE_ROWS.map((r) => (
                    <tr key={r.name}>
                      <td>{r.name}</td>
                      <td className="num">{r.played}</td>
                      <td className="num">{r.won}</td>
                      <td className="num">{fixedHalfUp(r.pct, 1)}</td>
                    </tr>
                  ))}
                </tbody>
              </ArticleTable>
            )}
          </div>
        </div>
      </Section>

      <Section id="pg-cards" title="Cards">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <LinkCard href={linkTo('/betting')} title="Link card" tag="Tag" text="A card that links to a page; used by the home and hub pages." />
          </li>
          <li>
            <div className="card h-full">
              <h3 className="text-lg font-semibold">Plain card</h3>
              <p className="mt-2 text-sm text-slate-700">The .card surface groups related content and controls.</p>
            </div>
          </li>
          <li>
            <div className="card h-full border-amber-200 bg-amber-50">
              <h3 className="text-lg font-semibold text-amber-950">Notice card</h3>
              <p className="mt-2 text-sm text-amber-950">For warnings and responsible-gambling notes.</p>
            </div>
          </li>
        </ul>
      </Section>

      <Section id="pg-icons" title="Icons">
        <ul className="card flex flex-wrap gap-6 text-2xl text-slate-800">
          {(
            [
              ['LogoMark', LogoMark],
              ['ChevronDown', ChevronDown],
              ['ChevronRight', ChevronRight],
              ['MenuIcon', MenuIcon],
              ['CloseIcon', CloseIcon],
              ['ShieldIcon', ShieldIcon],
              ['GithubIcon', GithubIcon],
              ['LinkedinIcon', LinkedinIcon],
              ['XIcon', XIcon],
            ] as const
          ).map(([name, Icon]) => (
            <li key={name} className="flex flex-col items-center gap-1">
              <Icon />
              <span className="font-mono text-xs text-slate-600">{name}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
