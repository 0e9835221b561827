import { useMemo } from 'react';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { DataTable } from '../../components/data-table';
import { explainColley } from '../../../workers/ratings/colley-explanation';
import { useGroupData } from './hooks/use-group-data';
import { RatingSurenessSection } from './components/rating-sureness-section';
import { GroupBackLink, groupSubpageWait } from './components/group-subpage';
import { formatRating } from '../../../workers/ratings/colley';
import { fixedHalfUp } from '../../../common/number-text';
import { Matrix } from './components/colley-matrix';
import { ColleyResultsSection } from './components/colley-results-section';
import { WinsByWeightSection } from './components/wins-by-weight-section';
import { DemoLeagueNotice } from './components/demo-league-notice';

export default function RatingsExplanationPage() {
  const { group, players, matches, standings } = useGroupData();
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

  return (
    <div className="page space-y-10">
      <header className="space-y-3">
        <GroupBackLink slug={group.data.url_slug} name={name} />
        <h1 className="text-3xl font-bold text-slate-900">How are {name} ratings calculated?</h1>
        <DemoLeagueNotice />
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

      <ColleyResultsSection names={names} ex={ex} />

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

      <WinsByWeightSection names={names} ex={ex} />

      {standings.data ? <RatingSurenessSection rows={standings.data} /> : null}
    </div>
  );
}
