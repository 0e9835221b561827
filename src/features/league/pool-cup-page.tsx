import { Link, useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { useQuery } from '@tanstack/react-query';
import { cupPageQueries } from './api/page-queries';
import { pageQueryGate } from './components/query-state';
import { isNotFound } from './components/not-found-notice';
import { AddToCalendar } from './components/add-to-calendar';
import { DataTable, type DataColumn } from '../../components/data-table';
import { linkTo } from '../../../contracts/route-manifest';
import type { PoolCup } from '../../../contracts/cup';
import { fixedHalfUp, formatNumber, scoreText, sharePercent } from '../../../common/number-text';
import { formatDate } from '../../lib/format-date';
import { useCupCheck } from './api/cup-check';
import { PoolPageHeader } from './components/pool-page-header';
import { apiUrl } from '../../lib/api-client';

type Entrant = PoolCup['entrants'][number];

function chanceText(p: number): string {
  if (p === 1) return '100 %';
  if (p === 0) return '–';
  return sharePercent(p, 1) === '0.0 %' ? '< 0.1 %' : sharePercent(p, 1);
}

function columnsFor(cup: PoolCup): DataColumn<Entrant>[] {
  const R = cup.rounds.length;
  const cols: DataColumn<Entrant>[] = [
    {
      id: 'player',
      header: 'Player',
      rowHeader: true,
      value: (e) => e.name,
      render: (e) => (
        <Link href={linkTo('/pool/player/:playerId', { playerId: e.player_id })} className={`link ${e.alive ? '' : 'line-through decoration-slate-400'}`}>
          {e.name}
        </Link>
      ),
    },
    { id: 'seed', header: 'Seed', numeric: true, firstDirection: 'ascending', value: (e) => e.seed },
    { id: 'rating', header: 'Rating', numeric: true, value: (e) => e.rating, render: (e) => fixedHalfUp(e.rating, 2) },
  ];
  cup.rounds.slice(1).forEach((round, k) => {
    cols.push({ id: `reach-${k + 2}`, header: round.name, label: `Reach the ${round.name.toLowerCase()}`, numeric: true, value: (e) => e.chances[k], render: (e) => chanceText(e.chances[k]) });
  });
  cols.push({ id: 'win', header: 'Win cup', keyColumn: true, numeric: true, value: (e) => e.chances[R - 1], render: (e) => <strong>{chanceText(e.chances[R - 1])}</strong> });
  return cols;
}

function TieLine({ cup, tie }: { cup: PoolCup; tie: PoolCup['ties'][number][number] }) {
  const name = (id: number | null) => cup.entrants.find((e) => e.player_id === id)?.name;
  const a = name(tie.player_a_id);
  const b = name(tie.player_b_id);
  const feeder = (side: 0 | 1) => {
    if (tie.round === 1) return 'bye';
    const k = 2 * (tie.index - 1) + side + 1;
    return `winner of ${cup.rounds[tie.round - 2].name.toLowerCase().replace(/s$/, '')} ${k}`;
  };
  if (tie.bye) {
    const who = a ?? b;
    return <span>{who ? `${who}: through without playing (a bye)` : 'Bye'}</span>;
  }
  const left = a ?? feeder(0);
  const right = b ?? feeder(1);
  if (tie.winner_id !== null) {
    return (
      <span>
        <strong className={tie.winner_id === tie.player_a_id ? 'text-slate-900' : 'font-normal'}>{left}</strong> {scoreText(tie.wins_a, tie.wins_b)}{' '}
        <strong className={tie.winner_id === tie.player_b_id ? 'text-slate-900' : 'font-normal'}>{right}</strong>
        {tie.decided_on ? <span className="text-slate-600"> ({formatDate(tie.decided_on)})</span> : null}
      </span>
    );
  }
  return (
    <span>
      {left} v {right}
      {tie.wins_a + tie.wins_b > 0 ? <span> ({scoreText(tie.wins_a, tie.wins_b)} so far)</span> : null}
      {tie.chance_a !== null ? (
        <span className="text-slate-700">
          {' '}
          – {left} {sharePercent(tie.chance_a, 1)}, {right} {sharePercent(1 - tie.chance_a, 1)}
        </span>
      ) : null}
    </span>
  );
}

function CheckLine({ cup }: { cup: PoolCup }) {
  const state = useCupCheck(cup);
  if (state.status === 'running') return <p className="text-sm text-slate-700" data-testid="cup-check">Simulating {formatNumber(100_000)} cups to check the figures...</p>;
  if (state.status === 'error') return <p className="text-sm text-red-800" data-testid="cup-check">The simulation check could not run.</p>;
  const { check } = state;
  const ok = check.maxZ <= 4;
  return (
    <p className="text-sm text-slate-800" data-testid="cup-check">
      Checked by simulation: {formatNumber(check.runs)} cups played frame by frame from where the cup stands (replay code {check.seed}) give every
      chance above to within {fixedHalfUp(check.maxGap, 2)} percentage points, the largest gap {fixedHalfUp(check.maxZ, 1)} standard errors of
      the simulation{ok ? ', as sampling error alone would give.' : ': more than sampling error should give.'}
    </p>
  );
}

/** Who plays, from when, how the draw was made and each round's race length. */
function CupIntro({ cup: c }: { cup: PoolCup }) {
  const byes = c.entrants.filter((e) => e.bye).length;
  return (
    <p className="text-slate-800" data-testid="cup-intro">
      A knockout cup of {c.entrants.length} players from {c.group.name}, from {formatDate(c.starts_on)}.{' '}
      {c.seeding === 'rating' ? 'Seeded by rating when the draw was made' : `Drawn at random (draw code ${c.draw_seed}: the same code gives the same draw)`}
      {byes ? `; ${byes} top ${byes === 1 ? 'seed goes' : 'seeds go'} straight into round 2 (a bye), as the field is not a power of two` : ''}.{' '}
      {c.rounds.map((r) => `${r.name}: first to ${r.race_to}`).join('; ')}.
    </p>
  );
}

export default function PoolCupPage() {
  const { cupSlug = '' } = useParams<{ cupSlug: string }>();
  const cup = useQuery(cupPageQueries(cupSlug).cup);
  const c = cup.data;
  usePageMeta({
    title: withBrand(c ? `${c.name} – Pool Cup` : 'Pool Cup'),
    description: c ? `${c.name}: the knockout bracket of ${c.group.name}, every player's chance to reach each round and win, and what each needs.` : undefined,
    keywords: ['pool cup', 'knockout bracket', 'chances'],
    card: c ? { path: apiUrl('cardPoolCup', { params: { cupPng: `${c.url_slug}.png` } }), alt: `${c.name}: each player's chance of winning the cup` } : undefined,
  });
  if (isNotFound(cup.error)) {
    return (
      <div className="page space-y-4">
        <p className="text-lg text-slate-800" data-testid="no-cup">
          No cup found at that address.
        </p>
        <Link href={linkTo('/pool/matches')} className="link">
          Back to the pool league
        </Link>
      </div>
    );
  }
  const gate = pageQueryGate([cup], 'Loading cup...');
  if (gate || !c) return gate;
  const champion = c.entrants.find((e) => e.player_id === c.champion_id);
  return (
    <div className="page space-y-10">
      <PoolPageHeader title={c.name} group={{ name: c.group.name, slug: c.group.url_slug }} linkGroup>
        <CupIntro cup={c} />
        {champion ? (
          <p className="text-lg font-semibold text-emerald-800" data-testid="cup-champion">
            Won by {champion.name}.
          </p>
        ) : null}
      </PoolPageHeader>

      <section aria-labelledby="chances-title" className="space-y-3">
        <h2 id="chances-title" className="text-2xl font-semibold text-slate-900">
          Chances
        </h2>
        <p className="text-sm text-slate-700">
          Each player&apos;s chance of reaching each round and of winning the cup, from where the cup stands now. A crossed-out name is out.
        </p>
        <DataTable
          rows={c.entrants}
          columns={columnsFor(c)}
          rowKey={(e) => e.player_id}
          label={`${c.name}: chances of reaching each round and winning`}
          testId="cup-chances"
          rankedBy="win"
          defaultSort={{ column: 'win', direction: 'descending' }}
        />
        <CheckLine cup={c} />
        <AddToCalendar feedPath={apiUrl('poolCupFixturesFeed', { params: { cupSlug: c.url_slug } })} fileName={`${c.url_slug}-ties.ics`} what="the cup's ties" />
      </section>

      {c.needs.length && !champion ? (
        <section aria-labelledby="needs-title" className="space-y-3">
          <h2 id="needs-title" className="text-2xl font-semibold text-slate-900">
            What each player needs
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-slate-800" data-testid="cup-needs">
            {c.needs.map((n) => (
              <li key={n.player_id}>{n.text}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="bracket-title" className="space-y-4">
        <h2 id="bracket-title" className="text-2xl font-semibold text-slate-900">
          Bracket
        </h2>
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" data-testid="cup-bracket">
          {c.ties.map((row, r) => (
            <div key={r} className="card space-y-2">
              <h3 className="text-lg font-semibold text-slate-900">
                {c.rounds[r].name} <span className="text-sm font-normal text-slate-700">(first to {c.rounds[r].race_to})</span>
              </h3>
              <ol className="space-y-1 text-slate-800">
                {row.map((t) => (
                  <li key={t.index} data-testid={`tie-${t.round}-${t.index}`}>
                    <TieLine cup={c} tie={t} />
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="how-title" className="space-y-2 text-slate-800">
        <h2 id="how-title" className="text-2xl font-semibold text-slate-900">
          How the chances are worked out
        </h2>
        <p>
          A frame&apos;s chance comes from the two players&apos; current ratings, as on the predictions page: the favourite&apos;s chance grows with
          the rating gap, by a slope fitted on the group&apos;s own results. A tie&apos;s chance follows exactly from it (first to N frames, from the
          tie&apos;s score). Each player&apos;s chance of reaching each round is then worked out exactly, round by round: the chance of coming
          through his part of the bracket times the chance of beating whoever comes through the other part, added over everyone who could.
        </p>
        <p>
          Cup frames are ordinary league results: a tie&apos;s frames are the two players&apos; results from the day both reached it, until one of them
          reaches the race length. They count in the ratings like any other result, so the chances move after every result in the group.
        </p>
      </section>
    </div>
  );
}
