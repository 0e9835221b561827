import { LinkCard } from '../../components/link-card';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import { DataStatesDemo } from './components/data-states-demo';
import { FormFieldSpecimens } from './components/form-field-specimens';
import { IconGallery } from './components/icon-gallery';
import { Section, Specimen } from './components/playground-section';

export default function PlaygroundPage() {
  usePageMeta({
    title: withBrand('Playground'),
    description: "A living style guide of the site's shared components: buttons, pills, inputs, cards, tables, loading and error states.",
    keywords: ['style guide', 'design system', 'components', 'ui states'],
    canonicalPath: linkTo('/playground'),
  });
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
        <FormFieldSpecimens />
      </Section>

      <Section id="pg-states" title="Data states" note="Every data page moves from loading to one of error, empty or loaded. Pick a state to see how it looks.">
        <DataStatesDemo />
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
        <IconGallery />
      </Section>
    </div>
  );
}
