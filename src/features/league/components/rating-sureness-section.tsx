import { DataTable } from '../../../components/data-table';
import type { StandingsRow } from '../../../../contracts/league';
import { formatRating } from '../../../../workers/ratings/colley';
import { BOOTSTRAP_SAMPLES, PROVISIONAL_GAMES } from '../../../../workers/ratings/rating-interval';
import { formatInterval } from '../utils/format';
import { ProvisionalMark } from './standings-table';
import { formatNumber } from '../../../../common/number-text';

/**
 * The ratings-explanation page's last step: what the games behind a rating, the provisional mark and the 90 % range
 * mean, in plain words, with this group's figures.
 */
export function RatingSurenessSection({ rows }: { rows: readonly StandingsRow[] }) {
  return (
    <section className="space-y-3" aria-labelledby="sureness-title" data-testid="rating-sureness">
      <h2 id="sureness-title" className="text-2xl font-semibold text-slate-900">
        5. How sure a rating is
      </h2>
      <div className="max-w-3xl space-y-2 text-slate-700">
        <p>
          A rating is only as good as the games behind it. Next to every rating the site shows how many games it rests
          on, and a rating from fewer than {PROVISIONAL_GAMES} games is marked &quot;provisional&quot;: one more result
          can still move it a long way.
        </p>
        <p>
          The 90 % range says how far the rating could be from where it is. The group&apos;s matches are drawn again at
          random, as many as were played, with some matches picked twice and some left out, and the ratings are worked
          out afresh from that made-up season; this is done {formatNumber(BOOTSTRAP_SAMPLES)} times. The range
          runs from the rating that 5 % of those seasons fall below to the one that 5 % rise above, so in 9 of 10 of them
          the rating lands inside it. Few games or mixed results give a wide range; a player absent from a made-up season
          keeps the starting 50.00 there. The draws follow a fixed seed, so the same matches always give the same range.
        </p>
        <p>
          On the predictions page, the odds for a match-up also show the range of chances you get when each player&apos;s
          rating sits anywhere in its own range.
        </p>
      </div>
      <DataTable
        rows={[...rows]}
        columns={[
          { id: 'player', header: 'Player', rowHeader: true, render: (r) => r.name },
          {
            id: 'games',
            header: 'Games',
            numeric: true,
            render: (r) => (
              <>
                {r.games}
                {r.provisional ? <ProvisionalMark /> : null}
              </>
            ),
          },
          { id: 'rating', header: 'Rating', numeric: true, className: 'font-semibold', render: (r) => formatRating(r.rating) },
          { id: 'range', header: '90 % range', numeric: true, nowrap: true, render: (r) => formatInterval(r.rating_interval) },
        ]}
        rowKey={(r) => r.player_id}
        label="Games, provisional marks and 90 % ranges of the ratings"
        sortable={false}
        stickyColumns={1}
        rankedBy="rating"
        testId="sureness-table"
      />
    </section>
  );
}
