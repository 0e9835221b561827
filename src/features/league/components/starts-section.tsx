import { Link } from 'wouter';
import type { GroupStarts, PairStart } from '../../../../contracts/handicap';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { fixedHalfUp, formatNumber, sharePercent } from '../../../../common/number-text';
import { linkTo } from '../../../../contracts/route-manifest';
import { useGroupStarts } from '../../../lib/league-queries';
import { QueryState } from './query-state';

const ballsText = (k: number) => (k === 0 ? 'none' : `${k} ${k === 1 ? 'ball' : 'balls'}`);

const pairColumns: DataColumn<PairStart>[] = [
  {
    id: 'pair',
    header: 'Weaker v stronger',
    rowHeader: true,
    value: (p) => p.weaker_name,
    render: (p) => (
      <span>
        <Link href={linkTo('/pool/player/:playerId', { playerId: p.weaker_id })} className="link">
          {p.weaker_name}
        </Link>{' '}
        v{' '}
        <Link href={linkTo('/pool/player/:playerId', { playerId: p.stronger_id })} className="link">
          {p.stronger_name}
        </Link>
      </span>
    ),
  },
  { id: 'gap', header: 'Rating gap', numeric: true, value: (p) => p.rating_gap, render: (p) => fixedHalfUp(p.rating_gap, 2) },
  { id: 'without', header: 'Weaker wins, no start', numeric: true, value: (p) => p.weaker_chances[0], render: (p) => sharePercent(p.weaker_chances[0], 1) },
  { id: 'start', header: 'Start', numeric: true, value: (p) => p.balls, render: (p) => ballsText(p.balls) },
  {
    id: 'with',
    header: 'Weaker wins, with it',
    numeric: true,
    value: (p) => p.weaker_chance,
    render: (p) => (
      <span>
        {sharePercent(p.weaker_chance, 1)}
        {p.fair ? '' : ' *'}
      </span>
    ),
  },
];

/** The starts of every pair and what they rest on (the predictions page's section). */
export function StartsSection({ slug }: { slug: string }) {
  const q = useGroupStarts(slug);
  return (
    <section aria-labelledby="starts-title" className="space-y-4" data-testid="starts-section">
      <h2 id="starts-title" className="text-2xl font-semibold text-slate-900">
        Handicap Starts
      </h2>
      <QueryState queries={[q]} label="Working out the starts...">
        {() => <StartsBody s={q.data!} />}
      </QueryState>
    </section>
  );
}

function StartsBody({ s }: { s: GroupStarts }) {
  const unfair = s.pairs.filter((p) => !p.fair).length;
  return (
    <>
      <p className="max-w-3xl text-slate-800">
        A start evens up a mismatch: the weaker player takes some of his seven balls off the table before the break. For each pair, the start
        below is the one that brings the weaker player&apos;s chance of winning the frame closest to 50 %.{' '}
        {s.handicap_starts ? 'This group plays with starts: its fixtures carry them.' : 'This group does not play with starts at present; these are what they would be.'}
      </p>
      <DataTable rows={s.pairs} columns={pairColumns} rowKey={(p) => `${p.weaker_id}-${p.stronger_id}`} label="Handicap start for each pair" testId="starts-table" />
      <p className="text-sm text-slate-700">
        {unfair
          ? `* ${unfair} of ${s.pairs.length} pairs cannot be brought within 3 points of 50 %: one ball more or less moves the chance past it, and the start shown is as close as one ball allows.`
          : `Every pair is within 3 points of 50 % with its start.`}
      </p>
      <h3 className="text-lg font-semibold text-slate-900">What a start rests on</h3>
      <p className="max-w-3xl text-slate-800">
        Two things. First, the ratings&apos; chance for each pair (the model above: the chance grows with the rating gap). Below, that chance is
        checked against this group&apos;s own {formatNumber(s.games)} results: each game predicted from the ratings as they stood before it was
        played, the games cut into ten equal groups by the favourite&apos;s chance. Second, the effect of a start, which this league cannot measure,
        as it has played no handicapped frames: it is taken from the frame engine. The two players are given the engine&apos;s league
        player&apos;s attributes, differing only in how often each pots a ball, set so that with no start the engine gives exactly the
        chance the ratings give; the engine&apos;s exact solver then gives the chance with each start.
      </p>
      <DataTable
        rows={s.calibration}
        columns={[
          { id: 'decile', header: 'Tenth', rowHeader: true, value: (d) => d.decile },
          { id: 'games', header: 'Games', numeric: true, value: (d) => d.games, render: (d) => formatNumber(d.games) },
          { id: 'predicted', header: 'Favourite predicted', numeric: true, value: (d) => d.predicted, render: (d) => sharePercent(d.predicted, 1) },
          { id: 'observed', header: 'Favourite won', numeric: true, value: (d) => d.observed, render: (d) => sharePercent(d.observed, 1) },
          { id: 'se', header: '± (one SE)', numeric: true, value: (d) => d.se, render: (d) => `${fixedHalfUp(100 * d.se, 1)} pts` },
        ]}
        rowKey={(d) => d.decile}
        label="Predicted and actual wins of the favourite, in tenths by predicted chance"
        testId="starts-calibration"
        sortable={false}
      />
      <p className="text-sm text-slate-700">
        Each tenth holds only about {formatNumber(s.calibration[0]?.games ?? 0)} games, so its actual share can miss the prediction by a standard
        error (the last column) or two by chance alone.
      </p>
    </>
  );
}
