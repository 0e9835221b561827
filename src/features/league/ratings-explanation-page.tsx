import { useMemo } from 'react';
import { useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { DataTable } from '../../components/data-table';
import { explainColley } from '../../../workers/ratings/colley-explanation';
import { useGroup, useGroupMatches, useGroupPlayers, useGroupStandings } from '../../lib/league-queries';
import { RatingSurenessSection } from './components/rating-sureness-section';
import { GroupBackLink, groupSubpageWait } from './components/group-subpage';
import { formatWeight } from './utils/format';
import { formatRating } from '../../../workers/ratings/colley';
import { fixedHalfUp, formatNumber } from '../../../workers/core/number-text';

const fmt = (x: number) => formatNumber(x, Number.isInteger(x) ? 0 : 2, Number.isInteger(x) ? 0 : 2);

function Matrix({ title, names, cells, testId, note }: { title: string; names: string[]; cells: number[][]; testId: string; note?: string }) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      <DataTable
        rows={cells.map((row, i) => ({ i, row }))}
        columns={[
          { id: 'player', header: 'Player', rowHeader: true, nowrap: true, className: 'font-medium', render: ({ i }) => names[i] },
          ...names.map((n, j) => ({
            id: `c${j}`,
            header: (
              <abbr title={n} className="no-underline">
                {initials(n)}
              </abbr>
            ),
            label: n,
            numeric: true,
            render: ({ row }: { row: number[] }) => fmt(row[j]),
            cellProps: ({ i }: { i: number }) => ({ className: i === j ? 'bg-slate-100 font-semibold' : undefined }),
          })),
        ]}
        rowKey={({ i }) => names[i]}
        label={title}
        sortable={false}
        testId={testId}
      />
    </div>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('');

export default function RatingsExplanationPage() {
  const { groupUrlSlug = '' } = useParams<{ groupUrlSlug: string }>();
  const slug = groupUrlSlug.toLowerCase();
  const group = useGroup(slug);
  const players = useGroupPlayers(slug);
  const matches = useGroupMatches(slug);
  const standings = useGroupStandings(slug);
  const name = group.data?.name;
  usePageMeta({
    title: withBrand(name ? `How ${name} Ratings Are Calculated` : 'How Pool Ratings Are Calculated'),
    description: 'A step-by-step walk through the weighted Colley rating method using the live results of an amateur pool group.',
    keywords: ['Colley method', 'rating system', 'pool league', 'linear algebra'],
  });
  const ex = useMemo(
    () => (players.data && matches.data ? explainColley(players.data.map((p) => p.id), matches.data) : null),
    [players.data, matches.data],
  );

  const wait = groupSubpageWait(group, [players, matches], !!ex && !!group.data, 'Loading group...');
  if (wait || !ex || !group.data) return wait;
  const names = players.data!.map((p) => p.name);
  const order = names.map((_, i) => i).sort((a, b) => ex.ratings[b] - ex.ratings[a]);
  const weighted = (w: number, l: number) => w - l;

  return (
    <div className="page space-y-10">
      <header className="space-y-3">
        <GroupBackLink slug={group.data.url_slug} name={name} />
        <h1 className="text-3xl font-bold text-slate-900">How are {name} ratings calculated?</h1>
        <div className="max-w-3xl space-y-3 text-slate-700">
          <p>
            The group is ranked with the <strong>Colley method</strong>, computed right now from the group&apos;s{' '}
            {matches.data!.length} recorded frames. Colley asks one question of every player: how much better than
            average were your results, given <em>who</em> you played? It answers it with one small system of linear
            equations, one equation per player.
          </p>
          <ol className="list-decimal space-y-2 pl-6">
            <li>
              Start from the <strong>fixture matrix</strong>: how often each pair has played, and the total{' '}
              <strong>fixture weight</strong> of those frames (a cup night weighs more than a casual frame).
            </li>
            <li>
              Score the results: each player&apos;s weighted wins minus weighted losses. Half of it, plus 1, is the
              right-hand side <em>b</em> of the player&apos;s equation.
            </li>
            <li>
              Build the Colley matrix <em>C</em>: on the diagonal, 2 plus the total weight of the player&apos;s games;
              off the diagonal, minus the weight of the games between the two players. The 2 acts like two imaginary
              games (one won, one lost) that everyone starts with, so a new player begins at 50.00.
            </li>
            <li>
              Solve <em>C r = b</em>. A player who beat strong opponents gets a higher <em>r</em> because their
              opponents&apos; ratings feed into their own equation. The rating shown is 100 × <em>r</em>, to 2 decimals.
            </li>
          </ol>
        </div>
      </header>

      <section className="space-y-6" aria-labelledby="fixtures-title">
        <h2 id="fixtures-title" className="text-2xl font-semibold text-slate-900">
          1. Fixture matrix
        </h2>
        <Matrix title="Games played between each pair" names={names} cells={ex.games} testId="fixture-matrix" note="Columns use initials; hover for the name." />
        <Matrix title="Total fixture weight between each pair" names={names} cells={ex.weights} testId="weight-matrix" />
      </section>

      <section className="space-y-3" aria-labelledby="results-title">
        <h2 id="results-title" className="text-2xl font-semibold text-slate-900">
          2. Results score and weighted values
        </h2>
        <DataTable
          rows={names.map((n, i) => ({ n, i }))}
          columns={[
            { id: 'player', header: 'Player', rowHeader: true, value: ({ n }) => n },
            { id: 'wins', header: 'Wins', numeric: true, value: ({ i }) => ex.wins[i], render: ({ i }) => fmt(ex.wins[i]) },
            { id: 'losses', header: 'Losses', numeric: true, value: ({ i }) => ex.losses[i], render: ({ i }) => fmt(ex.losses[i]) },
            { id: 'diff', header: 'Wins − Losses', numeric: true, value: ({ i }) => ex.wins[i] - ex.losses[i], render: ({ i }) => fmt(ex.wins[i] - ex.losses[i]) },
            { id: 'w-wins', header: 'Weighted Wins', numeric: true, value: ({ i }) => ex.weightedWins[i], render: ({ i }) => fmt(ex.weightedWins[i]) },
            { id: 'w-losses', header: 'Weighted Losses', numeric: true, value: ({ i }) => ex.weightedLosses[i], render: ({ i }) => fmt(ex.weightedLosses[i]) },
            {
              id: 'w-score',
              header: 'Weighted Score',
              numeric: true,
              value: ({ i }) => weighted(ex.weightedWins[i], ex.weightedLosses[i]),
              render: ({ i }) => fmt(weighted(ex.weightedWins[i], ex.weightedLosses[i])),
            },
            { id: 'b', header: 'b = 1 + score / 2', numeric: true, value: ({ i }) => ex.rhs[i], render: ({ i }) => fmt(ex.rhs[i]) },
          ]}
          rowKey={({ n }) => n}
          label="Results score per player"
          testId="results-score"
        />
        <Matrix title="Colley matrix C (weighted)" names={names} cells={ex.matrix} testId="colley-matrix" />
      </section>

      <section className="space-y-3" aria-labelledby="ratings-title">
        <h2 id="ratings-title" className="text-2xl font-semibold text-slate-900">
          3. Ratings
        </h2>
        <DataTable
          rows={order}
          columns={[
            { id: 'rank', header: '#', label: 'Rank', numeric: true, render: (_, pos) => pos + 1 },
            { id: 'player', header: 'Player', rowHeader: true, render: (i) => names[i] },
            { id: 'r', header: 'r', numeric: true, render: (i) => fixedHalfUp(ex.ratings[i] / 100, 4) },
            { id: 'rating', header: 'Rating (100 r)', numeric: true, className: 'font-semibold', render: (i) => formatRating(ex.ratings[i]) },
          ]}
          rowKey={(i) => names[i]}
          label="Ratings from solving C r = b"
          sortable={false}
          stickyColumns={2}
          rankedBy="rating"
          rowProps={(_, pos) => ({ className: pos === 0 ? 'bg-emerald-100' : pos === order.length - 1 ? 'bg-red-100' : undefined })}
          testId="explained-ratings"
        />
      </section>

      <section className="space-y-4" aria-labelledby="weights-title">
        <h2 id="weights-title" className="text-2xl font-semibold text-slate-900">
          4. Wins by fixture weight
        </h2>
        <p className="max-w-3xl text-slate-700">
          The same results split by the weight the frames carried: a player who wins the heavy fixtures gains more
          than one who wins only the casual ones.
        </p>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {ex.perWeight.map((t) => (
            <div key={t.fixtureWeight} className="min-w-0 space-y-2" data-testid="per-weight-table">
              <h3 className="text-lg font-semibold text-slate-900">Fixture weight {formatWeight(t.fixtureWeight)}</h3>
              <DataTable
                rows={t.rows.map((r, i) => ({ ...r, name: names[i] }))}
                columns={[
                  { id: 'player', header: 'Player', rowHeader: true, value: (r) => r.name },
                  { id: 'games', header: 'Games', numeric: true, value: (r) => r.games },
                  { id: 'wins', header: 'Wins', numeric: true, value: (r) => r.wins },
                  { id: 'losses', header: 'Losses', numeric: true, value: (r) => r.losses },
                  {
                    id: 'win-pct',
                    header: 'Win %',
                    numeric: true,
                    value: (r) => (r.games ? r.wins / r.games : null),
                    render: (r) => (r.games ? fixedHalfUp((100 * r.wins) / r.games, 1) : '-'),
                  },
                ]}
                rowKey={(r) => r.playerId}
                label={`Results at fixture weight ${formatWeight(t.fixtureWeight)}`}
              />
            </div>
          ))}
        </div>
      </section>

      {standings.data ? <RatingSurenessSection rows={standings.data} /> : null}
    </div>
  );
}
