import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import { Spinner } from '../../components/spinner';
import { ErrorMessage } from '../../components/error-message';
import { explainColley } from '../../../workers/ratings/colley-explanation';
import { useGroup, useGroupMatches, useGroupPlayers } from './api/pool-queries';
import { GroupNotFound, isNotFound } from './components/not-found-notice';
import { formatRating, formatWeight } from './utils/format';

const fmt = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(2));

function Matrix({ title, names, cells, testId, note }: { title: string; names: string[]; cells: number[][]; testId: string; note?: string }) {
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
      <div className="table-wrap relative">
        <table className="data-table" data-testid={testId}>
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th>Player</th>
              {names.map((n) => (
                <th key={n} className="num" title={n}>
                  {initials(n)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cells.map((row, i) => (
              <tr key={names[i]}>
                <th scope="row" className="whitespace-nowrap text-left font-medium">
                  {names[i]}
                </th>
                {row.map((v, j) => (
                  <td key={j} className={`num ${i === j ? 'bg-slate-100 font-semibold' : ''}`}>
                    {fmt(v)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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

  if (isNotFound(group.error)) return <GroupNotFound />;
  const failed = [group, players, matches].find((q) => q.error);
  if (failed) {
    return (
      <div className="page">
        <ErrorMessage error={failed.error} />
      </div>
    );
  }
  if (!ex || !group.data) {
    return (
      <div className="page">
        <Spinner label="Loading group..." />
      </div>
    );
  }
  const names = players.data!.map((p) => p.name);
  const order = names.map((_, i) => i).sort((a, b) => ex.ratings[b] - ex.ratings[a]);
  const weighted = (w: number, l: number) => w - l;
  const cell = (x: number) => <td className="num">{fmt(x)}</td>;

  return (
    <div className="page space-y-10">
      <header className="space-y-3">
        <p className="text-sm">
          <Link href={`/pool/group/${group.data.url_slug}`} className="link">
            &lt; {name}
          </Link>
        </p>
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
        <div className="table-wrap relative">
          <table className="data-table" data-testid="results-score">
            <caption className="sr-only">Results score per player</caption>
            <thead>
              <tr>
                <th>Player</th>
                <th className="num">Wins</th>
                <th className="num">Losses</th>
                <th className="num">Wins − Losses</th>
                <th className="num">Weighted Wins</th>
                <th className="num">Weighted Losses</th>
                <th className="num">Weighted Score</th>
                <th className="num">b = 1 + score / 2</th>
              </tr>
            </thead>
            <tbody>
              {names.map((n, i) => (
                <tr key={n}>
                  <td>{n}</td>
                  {cell(ex.wins[i])}
                  {cell(ex.losses[i])}
                  {cell(ex.wins[i] - ex.losses[i])}
                  {cell(ex.weightedWins[i])}
                  {cell(ex.weightedLosses[i])}
                  {cell(weighted(ex.weightedWins[i], ex.weightedLosses[i]))}
                  {cell(ex.rhs[i])}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Matrix title="Colley matrix C (weighted)" names={names} cells={ex.matrix} testId="colley-matrix" />
      </section>

      <section className="space-y-3" aria-labelledby="ratings-title">
        <h2 id="ratings-title" className="text-2xl font-semibold text-slate-900">
          3. Ratings
        </h2>
        <div className="table-wrap relative">
          <table className="data-table" data-testid="explained-ratings">
            <caption className="sr-only">Ratings from solving C r = b</caption>
            <thead>
              <tr>
                <th className="num">#</th>
                <th>Player</th>
                <th className="num">r</th>
                <th className="num">Rating (100 r)</th>
              </tr>
            </thead>
            <tbody>
              {order.map((i, pos) => (
                <tr key={names[i]} className={pos === 0 ? 'bg-emerald-100' : pos === order.length - 1 ? 'bg-red-100' : ''}>
                  <td className="num">{pos + 1}</td>
                  <td>{names[i]}</td>
                  <td className="num">{(ex.ratings[i] / 100).toFixed(4)}</td>
                  <td className="num">{formatRating(ex.ratings[i])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
              <div className="table-wrap relative">
                <table className="data-table">
                  <caption className="sr-only">Results at fixture weight {formatWeight(t.fixtureWeight)}</caption>
                  <thead>
                    <tr>
                      <th>Player</th>
                      <th className="num">Games</th>
                      <th className="num">Wins</th>
                      <th className="num">Losses</th>
                      <th className="num">Win %</th>
                    </tr>
                  </thead>
                  <tbody>
                    {t.rows.map((r, i) => (
                      <tr key={r.playerId}>
                        <td>{names[i]}</td>
                        <td className="num">{r.games}</td>
                        <td className="num">{r.wins}</td>
                        <td className="num">{r.losses}</td>
                        <td className="num">{r.games ? ((100 * r.wins) / r.games).toFixed(1) : '-'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
