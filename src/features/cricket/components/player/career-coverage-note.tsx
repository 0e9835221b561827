import { Link } from 'wouter';
import type { CareerCoverageNote as Note } from '../../api/cricket-types';
import { careerGapSentence, careerNoteLines } from '../../utils/coverage-text';
import { linkTo } from '../../../../../contracts/route-manifest';

/**
 * The note at the top of a career the archive may hold only in part. With `name` (the compare view,
 * which may show two) it names the player, in its text and its landmark name.
 */
export function CareerCoverageNote({ note, name, held, firstDate }: { note: Note; name?: string; held: number; firstDate: string | null }) {
  const gist = careerGapSentence(note, held, firstDate, name ? `${name}'s` : 'his');
  return (
    <aside
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
      data-testid="career-coverage-note"
      aria-label={name ? `Archive coverage: ${name}` : 'Archive coverage'}
    >
      <p className="font-semibold">{name ? `${name}'s career may be longer than shown.` : 'This career may be longer than shown.'}</p>
      {gist && (
        <p className="mt-1 text-sm" data-testid="career-gap">
          {gist}
        </p>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium">Which Tests</summary>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {careerNoteLines(note).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-2">
          <Link href={linkTo('/cricket/coverage')} className="link">
            Which Tests the archive holds
          </Link>
        </p>
      </details>
    </aside>
  );
}
