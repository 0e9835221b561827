import { useQuery } from '@tanstack/react-query';
import { linkTo } from '../../../contracts/route-manifest';
import { useParams } from 'wouter';
import { ErrorMessage } from '../../components/error-message';
import { LazySection } from '../../components/lazy-section';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { MatchScorecard } from './api/cricket-types';
import { matchPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { ChartCard } from './components/shared/chart-card';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { DrsReviews } from './components/match/drs-reviews';
import { InningsCard, PlayerLink } from './components/match/innings-card';
import { matchDates, MatchHeader } from './components/match/match-header';
import { MatchWorm } from './components/match/match-worm';
import { WinProbabilitySection } from './components/win-probability/win-probability-section';
import { timeLost } from '../../../common/cricket/time-lost';
import { ScorecardDefinitions } from './components/match/scorecard-definitions';
import { fmtDate } from './utils/summarise';
import { matchTitle } from '../../../common/cricket/match-title';
import { apiUrl } from '../../lib/api-client';

/** Who came into a side during the match as a replacement (a concussion substitute, say), as the match file records. */
function ReplacementsLine({ m }: { m: MatchScorecard }) {
  if (m.replacements.length === 0) return null;
  return (
    <p className="card mt-6 text-sm text-slate-800" data-testid="replacements">
      <span className="font-semibold">{m.replacements.length === 1 ? 'Replacement' : 'Replacements'}: </span>
      {m.replacements.map((r, k) => (
        <span key={r.player_id}>
          {k > 0 && '; '}
          <PlayerLink id={r.player_id} players={m.players} fallback={r.name} /> ({r.team}) came into the side during the match
          {r.replaced ? (
            <>
              {' '}in place of <PlayerLink id={r.replaced.player_id} players={m.players} fallback={r.replaced.name} />
            </>
          ) : null}{' '}
          <span data-testid="replacement-reason">{r.reason_text}</span>
        </span>
      ))}
      . Marked &ldquo;(sub)&rdquo; on the cards.
    </p>
  );
}

/** A drawn Test that bowled far fewer overs than its days allowed: the model cannot see lost time (common/cricket/time-lost.ts). */
function TimeLostNote({ m }: { m: MatchScorecard }) {
  const t = timeLost({ startDate: m.start_date, endDate: m.end_date, drawn: m.result.kind === 'draw', legalBalls: m.innings.reduce((a, i) => a + i.balls, 0) });
  if (!t) return null;
  return (
    <p className="card mt-6 text-sm text-slate-800" data-testid="time-lost">
      This Test bowled {t.bowled} overs of the {t.allowed} its {t.days} days allowed (90 a day): time was lost, to weather or bad light. The win
      probability below cannot see that (the data has no day or session; the model assumes 90 overs a day), so late in the match it rates a result
      likelier than it was. Its turning points leave out every swing from the ball after which it may have counted twice the overs really
      left.
    </p>
  );
}

function Scorecard({ m }: { m: MatchScorecard }) {
  return (
    <>
      <MatchHeader m={m} />
      <ReplacementsLine m={m} />
      {m.innings.length === 0 && <p className="card mt-6 text-slate-800">No ball was bowled in this match.</p>}
      {m.innings.map((i) => (
        <InningsCard key={i.inning} inns={i} players={m.players} replacements={m.replacements} />
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
      <TimeLostNote m={m} />
      {m.innings.length > 0 && <WinProbabilitySection matchId={m.match_id} />}
      {m.reviews.length > 0 && <DrsReviews m={m} />}
      <ScorecardDefinitions />
    </>
  );
}

export default function MatchPage() {
  const { matchId = '' } = useParams<{ matchId: string }>();
  const match = useQuery(matchPageQueries(matchId).match);
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
      ? { path: apiUrl('cardCricketMatch', { params: { matchPng: `${m.match_id}.png` } }), alt: `Scorecard of ${matchTitle(m)} at ${m.ground}, ${matchDates(m)}: the result (${m.result.text}) and each innings' total` }
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
