import { useQuery } from '@tanstack/react-query';
import { useParams, useSearch } from 'wouter';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { PlayerDetail } from './api/cricket-types';
import { careerPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CareerCoverageNote } from './components/player/career-coverage-note';
import { BattingView } from './components/player/batting-view';
import { BowlingView } from './components/player/bowling-view';
import { careerView, CareerViewSwitch } from './components/player/career-view-switch';
import { FieldingView } from './components/player/fielding-view';
import { CompareWith } from './components/player/compare-with';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { PlayerLoadError } from './components/shared/player-load-error';
import { useElementWidth } from '../../hooks/use-element-width';
import { useListedName } from './hooks/use-listed-name';
import { displayName } from './utils/player-name';
import { fmtDate } from './utils/summarise';
import { careerMissingTests } from './utils/coverage-text';
import { linkTo } from '../../../contracts/route-manifest';
import { apiUrl } from '../../lib/api-client';
import { useCricketFormat } from './hooks/use-cricket-format';
import { cricketFormat, formatName, type CricketFormatKey } from '../../../common/cricket/formats';
import { FormatCareers } from './components/player/format-careers';

export const NARROW_BELOW_PX = 450;

/** "Did not bat in any of his 3 Tests in the archive" (his only Test, for one). */
export function neverBattedLine(matches: number): string {
  return matches === 1 ? 'Did not bat in his only Test in the archive' : `Did not bat in any of his ${matches} Tests in the archive`;
}

function Subtitle({ d, fmt }: { d: PlayerDetail; fmt: CricketFormatKey }) {
  const word = cricketFormat(fmt).matchWord;
  // The count says where the archive may lack some of his Tests (the note below says which).
  const missing = d.coverage_note ? careerMissingTests(d.coverage_note) : 0;
  const parts = [
    ...(d.full_name && d.full_name !== d.name ? [d.name] : []),
    d.teams.join(', '),
    `${d.matches} ${fmt.startsWith('women') ? "women's " : ''}${d.matches === 1 ? word : `${word}s`} in the archive${missing ? `, about ${missing} more missing` : ''}`,
    ...(d.first_test && d.last_test
      ? [d.first_test.date === d.last_test.date ? fmtDate(d.first_test.date) : `${fmtDate(d.first_test.date)} to ${fmtDate(d.last_test.date)}`]
      : []),
    ...(d.summary.highest_score !== null ? [`highest score ${d.summary.highest_score}${d.summary.highest_not_out ? '*' : ''}`] : []),
  ];
  return (
    <p className="mt-1 text-slate-700" data-first-data="">
      {parts.join(' · ')}
    </p>
  );
}

export default function PlayerPage() {
  const { slug: asked = '' } = useParams<{ slug: string }>();
  const slug = asked.toLowerCase();
  const fmt = useCricketFormat();
  const q = careerPageQueries(asked, fmt);
  const detail = useQuery(q.detail);
  const innings = useQuery(q.innings);
  const listed = useListedName(slug);
  const d = detail.data;
  const inns = innings.data;
  const name = d ? displayName(d) : listed;
  const search = useSearch();
  const view = careerView(search);
  const word = cricketFormat(fmt).matchWord;
  const what = view === 'batting' ? `${word} batting career` : view === 'bowling' ? `${word} bowling career` : `${word} fielding career`;
  usePageMeta({
    title: withBrand(name ? `${name}: ${what}` : what),
    description:
      view === 'bowling'
        ? `${name ?? 'A player'}'s men's Test bowling career ball by ball: wickets, average, economy, strike rate, best figures, five-wicket innings and the batters he dismissed most.`
        : view === 'fielding'
          ? `${name ?? 'A player'}'s men's Test fielding career: catches, stumpings and run outs by year, opposition and ground, with filters.`
          : name
            ? `${name}'s men's Test batting career ball by ball: runs, average, strike rate, dismissal risk, scoring shots, match-ups against each bowler and milestones.`
            : "A men's Test batting career ball by ball.",
    keywords: [...(name ? [name] : []), 'Test cricket', `${view} career`, 'statistics'],
    canonicalPath: `${linkTo('/cricket/player/:slug', { slug: slug })}${view === 'batting' ? '' : `?view=${view}`}`,
    // Each view has its own card (the whole career's figures, whatever the filters).
    card: !d
      ? undefined
      : view === 'bowling'
        ? {
            path: apiUrl('cardCricketBowling', { params: { slugPng: `${d.url_slug}.png` } }),
            alt: `${displayName(d)}'s Test bowling career: Tests, wickets, average, economy, best bowling in an innings and five-wicket innings`,
          }
        : view === 'fielding'
          ? {
              path: apiUrl('cardCricketFielding', { params: { slugPng: `${d.url_slug}.png` } }),
              alt: `${displayName(d)}'s Test fielding career: Tests, catches, stumpings and run outs`,
            }
          : { path: apiUrl('cardCricketBatting', { params: { slugPng: `${d.url_slug}.png` } }), alt: `${displayName(d)}'s Test batting career: Tests, runs, average, hundreds and highest score` },
  });
  const [ref, width] = useElementWidth<HTMLDivElement>({ transition: true });
  const narrow = width !== null && width > 0 && width < NARROW_BELOW_PX;
  const error = detail.error ?? innings.error;

  return (
    <div className="page">
      <div ref={ref} data-layout={narrow ? 'narrow' : 'wide'} data-testid="player-page">
        <Breadcrumb current={name ?? (error ? 'Player' : 'Loading...')} currentPath={d ? linkTo('/cricket/player/:slug', { slug: slug }) : undefined} />
        <h1 className="mt-2 text-3xl font-bold text-slate-900">{name ?? (error ? 'Player not found' : <span className="text-slate-400">Loading...</span>)}</h1>
        {error ? (
          <PlayerLoadError error={error} />
        ) : !d || !inns ? (
          <Spinner label="Loading..." />
        ) : (
          <>
            <Subtitle d={d} fmt={fmt} />
            {d.coverage_note && <CareerCoverageNote note={d.coverage_note} held={d.matches} firstDate={d.first_test?.date ?? null} />}
            {d.formats.length > 1 && <FormatCareers d={d} fmt={fmt} path={`/cricket/player/${slug}`} />}
            {d.matches > 0 && <CompareWith slug={d.url_slug} name={displayName(d)} />}
            {d.matches > 0 && <CareerViewSwitch path={`/cricket/player/${slug}`} search={search} view={view} />}
            {d.matches === 0 ? (
              <p className="card mt-6 text-lg text-slate-800" data-testid="no-format-career">
                No {formatName(fmt)} for {displayName(d)} in the archive: choose a format above.
              </p>
            ) : view === 'bowling' ? (
              <BowlingView d={d} inns={inns} narrow={narrow} />
            ) : view === 'fielding' ? (
              <FieldingView d={d} />
            ) : d.summary.innings === 0 ? (
              <p className="card mt-6 text-lg text-slate-800" data-testid="never-batted">
                {neverBattedLine(d.matches)}.
              </p>
            ) : (
              <BattingView d={d} inns={inns} narrow={narrow} />
            )}
            <CricsheetCredit coverage={d.data_coverage} />
          </>
        )}
      </div>
    </div>
  );
}
