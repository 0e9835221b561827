import type { ReactNode } from 'react';
import { linkTo } from '../../../contracts/route-manifest';
import { useParams } from 'wouter';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ErrorMessage } from '../../components/error-message';
import { LazySection } from '../../components/lazy-section';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { MatchScorecard, ScorecardReview } from './api/cricket-types';
import { useMatch } from './api/get-match';
import { Breadcrumb } from './components/breadcrumb';
import { ChartCard } from './components/chart-card';
import { CricsheetCredit } from './components/cricsheet-credit';
import { InningsCard, PlayerLink } from './components/innings-card';
import { MatchWorm } from './components/match-worm';
import { ordinal, totalText } from './utils/scorecard-text';
import { fmtDate } from './utils/summarise';

/** "14 Aug 2019 to 18 Aug 2019", or one date for a one-day match. */
export function matchDates(m: Pick<MatchScorecard, 'start_date' | 'end_date'>): string {
  return m.start_date === m.end_date ? fmtDate(m.start_date) : `${fmtDate(m.start_date)} to ${fmtDate(m.end_date)}`;
}

/** "England v Australia" */
export const matchTitle = (m: Pick<MatchScorecard, 'teams'>) => `${m.teams[0]} v ${m.teams[1]}`;

function tossText(t: MatchScorecard['toss']): string | null {
  if (!t.winner) return null;
  return `${t.winner} won the toss and chose to ${t.decision === 'field' ? 'field' : 'bat'}`;
}

function Header({ m }: { m: MatchScorecard }) {
  const toss = tossText(m.toss);
  const facts: [string, ReactNode][] = [
    ['Test', m.test_number === null ? 'number not given in the data' : `No. ${m.test_number}`],
    ['Venue', `${m.venue}${m.host_country && !m.venue.includes(m.host_country) ? `, ${m.host_country}` : ''}`],
    ['Dates', matchDates(m)],
    ...(toss ? ([['Toss', toss]] as [string, ReactNode][]) : []),
    ['Result', m.result.text],
    [
      'Player of the match',
      m.player_of_match.length ? (
        m.player_of_match.map((p, k) => (
          <span key={p.player_id}>
            {k > 0 && ', '}
            <PlayerLink id={p.player_id} players={m.players} fallback={p.name} />
          </span>
        ))
      ) : (
        'not recorded'
      ),
    ],
  ];
  return (
    <section className="card mt-4" aria-label="Match details" data-testid="match-header">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 sm:gap-x-6">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="max-w-[7rem] font-semibold text-slate-800 sm:max-w-none">{k}</dt>
            <dd className="text-slate-700">{v}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 grid gap-1 border-t border-slate-200 pt-3 sm:grid-cols-2" aria-label="Innings totals">
        {m.innings.map((i) => (
          <li key={i.inning} className="flex justify-between gap-3 tabular-nums">
            <a href={`#innings-${i.inning}`} className="link">
              {i.team} {ordinal(i.inning)} inns
            </a>
            <span className="whitespace-nowrap font-semibold text-slate-900">{totalText(i)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The reviews table; the appeal's kind is a column only when Cricsheet records one for some review. */
const reviewColumns = (m: MatchScorecard): DataColumn<ScorecardReview>[] => [
  { id: 'inns', header: 'Innings', rowHeader: true, nowrap: true, render: (r) => `${ordinal(r.inning)}, ${r.over} ov` },
  { id: 'by', header: 'Review by', value: (r) => r.by_team },
  { id: 'batter', header: 'Batter', render: (r) => (r.batter_id ? <PlayerLink id={r.batter_id} players={m.players} /> : '-') },
  { id: 'bowler', header: 'Bowler', render: (r) => (r.bowler_id ? <PlayerLink id={r.bowler_id} players={m.players} /> : '-') },
  { id: 'umpire', header: 'Umpire', render: (r) => r.umpire ?? '-' },
  ...(m.reviews.some((r) => r.review_type) ? [{ id: 'type', header: 'Appeal', render: (r: ScorecardReview) => r.review_type ?? '-' }] : []),
  {
    id: 'decision',
    header: 'Decision',
    nowrap: true,
    render: (r) => `${r.decision === 'upheld' ? 'Upheld' : 'Struck down'}${r.umpires_call ? " (umpire's call)" : ''}`,
  },
];

/** The rules behind the figures, stated where they are used. */
function Definitions() {
  return (
    <section className="card mt-6" aria-labelledby="definitions-heading" data-testid="scorecard-definitions">
      <h2 id="definitions-heading" className="text-lg font-semibold text-slate-900">
        How this scorecard is counted
      </h2>
      <dl className="mt-3 space-y-2 text-sm text-slate-700">
        <div>
          <dt className="inline font-semibold text-slate-800">Team wickets: </dt>
          <dd className="inline">
            every dismissal except &quot;retired hurt&quot; and &quot;retired not out&quot;; a batter who retired hurt and did not return is shown
            retired hurt and counted not out.
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">Partnership: </dt>
          <dd className="inline">
            every run (extras included) and legal ball from the fall of one wicket to the fall of the next, or to the end of the innings
            (unbroken, marked *); its batters are those at the crease during it (three when one retired).
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">Maiden: </dt>
          <dd className="inline">
            a completed over bowled by one bowler that concedes none of the bowler&apos;s runs (byes and leg byes do not spoil it; an over shared
            by two bowlers is no one&apos;s maiden).
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">Bowler&apos;s runs and overs: </dt>
          <dd className="inline">
            runs off the bat plus wides and no-balls (byes, leg byes and penalty runs are not the bowler&apos;s); overs count legal balls (not
            wides or no-balls): 27.3 is 27 overs and 3 balls.
          </dd>
        </div>
        <div>
          <dt className="inline font-semibold text-slate-800">Balls and strike rate: </dt>
          <dd className="inline">a batter&apos;s balls are every delivery he faced except wides; strike rate is runs per 100 balls.</dd>
        </div>
      </dl>
    </section>
  );
}

function Scorecard({ m }: { m: MatchScorecard }) {
  return (
    <>
      <Header m={m} />
      {m.innings.length === 0 && <p className="card mt-6 text-slate-800">No ball was bowled in this match.</p>}
      {m.innings.map((i) => (
        <InningsCard key={i.inning} inns={i} players={m.players} />
      ))}
      {m.innings.length > 0 && (
        <LazySection minHeight={440} placeholderClassName="mt-6" testId="worm-lazy">
          <div className="mt-6">
            <ChartCard title="The match over by over" note="Cumulative runs at the end of each over, every innings; circles mark overs in which wickets fell. A team's second innings is dashed." testId="match-worm" minHeight={330}>
              {(w) => <MatchWorm innings={m.innings} width={w} />}
            </ChartCard>
          </div>
        </LazySection>
      )}
      {m.reviews.length > 0 && (
        <LazySection minHeight={200} testId="reviews-lazy">
          <section className="card mt-6" aria-labelledby="reviews-heading">
            <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900">
              DRS reviews
            </h2>
            <p className="mt-1 text-sm text-slate-600">The reviews Cricsheet records for this match, in the order they happened.</p>
            <div className="mt-3">
              <DataTable rows={m.reviews} columns={reviewColumns(m)} rowKey={(r, k) => `${r.inning}-${r.over}-${k}`} label="DRS reviews" sortable={false} testId="reviews-table" />
            </div>
          </section>
        </LazySection>
      )}
      <Definitions />
    </>
  );
}

export default function MatchPage() {
  const { matchId = '' } = useParams<{ matchId: string }>();
  const match = useMatch(matchId);
  const m = match.data;
  const title = m ? `${matchTitle(m)}, ${m.ground}, ${fmtDate(m.start_date)}` : null;
  usePageMeta({
    title: withBrand(m ? `${matchTitle(m)} scorecard, ${m.ground} ${m.start_date.slice(0, 4)}` : 'Test scorecard'),
    description: m
      ? `Scorecard of ${matchTitle(m)} at ${m.ground}, ${matchDates(m)}: ${m.result.text}. Batting and bowling cards, fall of wickets, partnerships, the innings over by over${m.reviews.length ? ' and DRS reviews' : ''}.`
      : 'A men\'s Test scorecard from ball-by-ball data.',
    keywords: m ? [...m.teams, m.ground, 'Test cricket', 'scorecard'] : ['Test cricket', 'scorecard'],
    canonicalPath: linkTo('/cricket/match/:matchId', { matchId }),
    card: m
      ? { path: `/api/card/cricket/match/${m.match_id}.png`, alt: `Scorecard of ${matchTitle(m)} at ${m.ground}, ${matchDates(m)}: the result (${m.result.text}) and each innings' total` }
      : undefined,
  });
  return (
    <div className="page" data-testid="match-page">
      <Breadcrumb current={m ? matchTitle(m) : match.error ? 'Match' : 'Loading...'} currentPath={m ? linkTo('/cricket/match/:matchId', { matchId }) : undefined} trail={[{ name: 'Matches', path: linkTo('/cricket/matches') }]} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title ?? (match.error ? 'Match not found' : <span className="text-slate-400">Loading...</span>)}</h1>
      {match.error ? (
        <div className="mt-6">
          <ErrorMessage error={match.error} />
        </div>
      ) : !m ? (
        <Spinner label="Loading..." />
      ) : (
        <Scorecard m={m} />
      )}
      <CricsheetCredit />
    </div>
  );
}
