import { DataTable } from '../../../components/data-table';
import type { ColleyExplanation } from '../../../../workers/ratings/colley-explanation';
import { fixedHalfUp } from '../../../../common/number-text';
import { formatWeight } from '../utils/format';

/** Step 4 of the Colley walk-through: each player's games, wins and losses at each fixture weight. */
export function WinsByWeightSection({ names, ex }: { names: string[]; ex: ColleyExplanation }) {
  return (
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
  );
}
