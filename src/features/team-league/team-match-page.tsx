import { Link, useParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { linkTo } from '../../../contracts/route-manifest';
import type { TeamMatch } from '../../../contracts/team-league';
import { scoreText, sharePercent } from '../../../common/number-text';
import { formatDate } from '../../lib/format-date';
import { matchResultChances } from '../../../workers/team-league/team-chances';
import { teamMatchPageQueries } from './api/page-queries';
import { CardAnswer, CardForm } from './components/card-form';
import { RearrangePanel } from './components/rearrange-panel';

/** Before a match: each side's chance from the likely line-ups (the first five of each squad, in turn). */
function LineUpChance({ m }: { m: TeamMatch }) {
  const frames = m.division.format.frames;
  const pick = (squad: TeamMatch['home_squad'], k: number) => squad[k % Math.max(1, Math.min(5, squad.length))]?.rating ?? 50;
  const chances = Array.from({ length: frames }, (_, k) => 1 / (1 + Math.exp(-m.beta * (pick(m.home_squad, k) - pick(m.away_squad, k)))));
  const r = matchResultChances(chances);
  return (
    <p className="text-slate-800" data-testid="line-up-chance">
      Before the match, from the two squads&apos; ratings (each side&apos;s first five players, two frames each): {m.fixture.home.name} {sharePercent(r.home, 0)}, a draw {sharePercent(r.draw, 0)},{' '}
      {m.fixture.away.name} {sharePercent(r.away, 0)}.
    </p>
  );
}

export default function TeamMatchPage() {
  const { leagueSlug = '', fixtureId = '' } = useParams<{ leagueSlug: string; fixtureId: string }>();
  const q = useQuery(teamMatchPageQueries(leagueSlug, fixtureId).match);
  const m = q.data;
  const title = m ? `${m.fixture.home.name} ${m.card?.state === 'confirmed' ? scoreText(m.card.frames.filter((f) => f.home_score === 10).length, m.card.frames.filter((f) => f.away_score === 10).length) : 'v'} ${m.fixture.away.name}` : 'Match card';
  usePageMeta({
    title: withBrand(m ? `${title} – ${m.league.name}` : 'Match card'),
    description: m ? `${title}, ${m.division.name} of ${m.league.name} on ${m.fixture.date}: the card frame by frame.` : undefined,
    keywords: ['pool match card', 'frames'],
  });
  if (q.error) {
    return (
      <div className="page space-y-4">
        <p className="text-lg text-slate-800" data-testid="no-match">
          No match found at that address.
        </p>
        <Link href={linkTo('/pool/league/:leagueSlug', { leagueSlug })} className="link">
          Back to the league
        </Link>
      </div>
    );
  }
  if (!m) return <div className="page">Loading the match...</div>;
  const today = new Date().toISOString().slice(0, 10);
  const team = (t: TeamMatch['fixture']['home']) => (
    <Link href={linkTo('/pool/league/:leagueSlug/team/:teamSlug', { leagueSlug: m.league.url_slug, teamSlug: t.url_slug })} className="link">
      {t.name}
    </Link>
  );
  return (
    <div className="page space-y-6">
      <header className="space-y-2">
        <p className="text-sm">
          <Link href={linkTo('/pool/league/:leagueSlug', { leagueSlug: m.league.url_slug })} className="link">
            {m.league.name}
          </Link>{' '}
          <span aria-hidden="true">/</span> {m.division.name}, round {m.fixture.round}
        </p>
        <h1 className="text-3xl font-bold text-slate-900" data-testid="match-title">
          {title}
        </h1>
        <p className="text-slate-800">
          {team(m.fixture.home)} at home to {team(m.fixture.away)}, {formatDate(m.fixture.date)}
          {m.fixture.date !== m.fixture.original_date ? ` (rearranged from ${formatDate(m.fixture.original_date)})` : ''}.
        </p>
        {m.card?.state === 'awaiting' ? <p className="text-amber-800" data-testid="card-state">Entered by the home captain; awaiting the away captain&apos;s confirmation. It counts nowhere until confirmed.</p> : null}
        {m.card?.state === 'disputed' ? (
          <p className="text-amber-800" data-testid="card-state">
            Disputed by the away captain (&quot;{m.card.dispute_reason}&quot;): the admin decides. It counts nowhere until then.
          </p>
        ) : null}
      </header>
      {m.card ? (
        <section aria-labelledby="card-title" className="space-y-2">
          <h2 id="card-title" className="text-2xl font-semibold text-slate-900">
            The card
          </h2>
          <ol className="divide-y divide-slate-200 rounded border border-slate-200" data-testid="card-frames">
            {m.card.frames.map((f) => (
              <li key={f.number} className="grid grid-cols-[2rem_1fr_auto_1fr] items-center gap-2 px-2 py-1 text-sm">
                <span className="text-slate-600">{f.number}</span>
                <span className={f.home_score === 10 ? 'font-semibold' : ''}>{f.home.map((p) => p.name).join(' & ')}</span>
                <span className="tabular-nums">{scoreText(f.home_score, f.away_score)}</span>
                <span className={`text-right ${f.away_score === 10 ? 'font-semibold' : ''}`}>{f.away.map((p) => p.name).join(' & ')}</span>
              </li>
            ))}
          </ol>
          <p className="text-sm text-slate-700">A frame's score: the winner 10, the loser the balls he potted (0 to 7).</p>
          {m.card.state === 'awaiting' ? <CardAnswer match={m} /> : null}
        </section>
      ) : (
        <>
          <LineUpChance m={m} />
          {m.fixture.date <= today ? <CardForm match={m} /> : <p className="text-slate-800">The card can be entered from the match night.</p>}
          <RearrangePanel match={m} />
        </>
      )}
    </div>
  );
}
