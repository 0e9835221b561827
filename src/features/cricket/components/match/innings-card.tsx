import { Link } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import { DataTable, type DataColumn } from '../../../../components/data-table';
import { LazySection } from '../../../../components/lazy-section';
import type { MatchScorecard, ScorecardInnings } from '../../api/cricket-types';
import { extrasText, fowText, ordinal, totalText } from '../../utils/scorecard-text';
import { fmtRate } from '../../utils/summarise';
import { ChartCard } from '../shared/chart-card';
import { ManhattanChart } from './manhattan-chart';
import { PartnershipChart } from './partnership-chart';

type Players = MatchScorecard['players'];
type BatRow = ScorecardInnings['batting'][number];
type BowlRow = ScorecardInnings['bowling'][number];

/** A player's name linking to his career page (plain text when the archive has no page for him). */
export function PlayerLink({ id, players, fallback }: { id: string; players: Players; fallback?: string }) {
  const p = players[id];
  if (!p) return <>{fallback ?? id}</>;
  return (
    <Link href={linkTo('/cricket/player/:slug', { slug: p.url_slug })} className="link">
      {p.name}
    </Link>
  );
}

type Replacements = MatchScorecard['replacements'];

/** "(sub)" after a player who came into the side during the match, with whom he replaced in its title. */
function SubMark({ id, replacements }: { id: string; replacements: Replacements }) {
  const r = replacements.find((x) => x.player_id === id);
  if (!r) return null;
  return (
    <abbr title={r.replaced ? `Replacement for ${r.replaced.name}` : 'Came into the side during the match'} className="ml-1 text-sm font-normal text-slate-600 no-underline" data-testid="sub-mark">
      (sub)
    </abbr>
  );
}

/** The surname-ish last word of a display name, for the fall-of-wickets line ("Burns"). */
const lastName = (name: string) => name.split(' ').pop() ?? name;

function battingColumns(players: Players, replacements: Replacements): DataColumn<BatRow>[] {
  return [
    {
      id: 'batter',
      header: 'Batter',
      rowHeader: true,
      render: (r) => (
        <>
          <span className="whitespace-nowrap">
            <PlayerLink id={r.player_id} players={players} fallback={r.name} />
            <SubMark id={r.player_id} replacements={replacements} />
          </span>
          {/* On a phone the dismissal sits under the name, so the figures fit beside it. */}
          <span className="block text-sm font-normal text-slate-600 sm:hidden">{r.dismissal}</span>
        </>
      ),
    },
    { id: 'dismissal', header: 'Dismissal', render: (r) => r.dismissal, className: 'hidden text-slate-700 sm:table-cell sm:min-w-[9rem]', headerClassName: 'hidden sm:table-cell' },
    { id: 'runs', header: 'R', label: 'Runs', value: (r) => r.runs, numeric: true, className: 'font-semibold' },
    { id: 'balls', header: 'B', label: 'Balls', value: (r) => r.balls, numeric: true },
    { id: 'fours', header: '4s', value: (r) => r.fours, numeric: true },
    { id: 'sixes', header: '6s', value: (r) => r.sixes, numeric: true },
    { id: 'sr', header: 'SR', label: 'Strike rate', value: (r) => r.strike_rate, render: (r) => fmtRate(r.strike_rate), numeric: true },
  ];
}

function bowlingColumns(players: Players, replacements: Replacements): DataColumn<BowlRow>[] {
  return [
    {
      id: 'bowler',
      header: 'Bowler',
      rowHeader: true,
      nowrap: true,
      render: (r) => (
        <>
          <PlayerLink id={r.player_id} players={players} fallback={r.name} />
          <SubMark id={r.player_id} replacements={replacements} />
        </>
      ),
    },
    { id: 'overs', header: 'O', label: 'Overs', value: (r) => r.overs, numeric: true },
    { id: 'maidens', header: 'M', label: 'Maidens', value: (r) => r.maidens, numeric: true },
    { id: 'runs', header: 'R', label: 'Runs', value: (r) => r.runs, numeric: true },
    { id: 'wickets', header: 'W', label: 'Wickets', value: (r) => r.wickets, numeric: true, className: 'font-semibold' },
    { id: 'wides', header: 'wd', label: 'Wides', value: (r) => r.wides, numeric: true },
    { id: 'no_balls', header: 'nb', label: 'No-balls', value: (r) => r.no_balls, numeric: true },
  ];
}

/** "England 1st innings", with "(following on)" for a follow-on. */
export function inningsTitle(i: ScorecardInnings): string {
  return `${i.team} ${ordinal(i.inning)} innings${i.follow_on ? ' (following on)' : ''}`;
}

/**
 * One innings of the scorecard: the batting card with its extras and total, did not bat, the fall of wickets,
 * the bowling card, and the innings' partnerships and runs per over as charts. The tables scroll inside their
 * own region on a phone; the page does not.
 */
export function InningsCard({ inns, players, replacements = [] }: { inns: ScorecardInnings; players: Players; replacements?: Replacements }) {
  const id = `innings-${inns.inning}`;
  const title = inningsTitle(inns);
  const total = totalText(inns);
  // Partnership rows (40 px each) or the Manhattan (240 px), with the headings and notes above them.
  const chartsHeight = Math.max(inns.partnerships.length * 40, 240) + 110;
  return (
    <section className="card mt-6 min-w-0 px-3 sm:px-5" aria-labelledby={`${id}-heading`} data-testid={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-lg font-semibold tabular-nums text-slate-900" data-testid="innings-total">
          {total}
        </p>
      </div>
      {inns.forfeited ? (
        <p className="mt-3 text-slate-700">{inns.team} forfeited this innings.</p>
      ) : (
        <>
          <div className="mt-3">
            <DataTable
              rows={inns.batting}
              columns={battingColumns(players, replacements)}
              rowKey={(r) => r.player_id}
              label={`${title}: batting`}
              phoneFirst={['runs', 'sr']}
              sortable={false}
              testId="batting-card"
              footer={
                <>
                  <tr>
                    <th scope="row" className="text-left font-normal text-slate-700">
                      Extras
                    </th>
                    <td colSpan={6} className="text-slate-700" data-testid="extras-line">
                      {extrasText(inns.extras)}
                    </td>
                  </tr>
                  <tr className="font-semibold">
                    <th scope="row" className="text-left">
                      Total
                    </th>
                    <td colSpan={6}>{total}</td>
                  </tr>
                </>
              }
            />
          </div>
          {inns.did_not_bat.length > 0 && (
            <p className="mt-3 text-sm text-slate-700" data-testid="did-not-bat">
              <span className="font-semibold text-slate-800">Did not bat: </span>
              {inns.did_not_bat.map((p, k) => (
                <span key={p.player_id}>
                  {k > 0 && ', '}
                  <PlayerLink id={p.player_id} players={players} fallback={p.name} />
                  <SubMark id={p.player_id} replacements={replacements} />
                </span>
              ))}
            </p>
          )}
          {inns.fall_of_wickets.length > 0 && (
            <p className="mt-2 text-sm text-slate-700" data-testid="fall-of-wickets">
              <span className="font-semibold text-slate-800">Fall of wickets: </span>
              {inns.fall_of_wickets.map((w, k) => (
                <span key={w.wicket} className="whitespace-nowrap">
                  {fowText(w, lastName(players[w.player_id]?.name ?? w.player_id))}
                  {k < inns.fall_of_wickets.length - 1 ? ',' : ''}
                </span>
              )).flatMap((el, k) => (k ? [' ', el] : [el]))}
            </p>
          )}
          <h3 className="mt-5 text-base font-semibold text-slate-900">Bowling</h3>
          <div className="mt-2">
            <DataTable
              rows={inns.bowling}
              columns={bowlingColumns(players, replacements)}
              rowKey={(r) => r.player_id}
              label={`${title}: bowling`}
              sortable={false}
              testId="bowling-card"
            />
          </div>
          {/* The charts draw in the browser once near the screen (they need the card's width anyway). */}
          <LazySection minHeight={chartsHeight} placeholderClassName="mt-5" testId={`charts-${inns.inning}-lazy`}>
            <div className="mt-5 grid gap-6 lg:grid-cols-2">
              <ChartCard
                title="Partnerships"
                headingLevel={3}
                plain
                note="Runs added for each wicket (balls in brackets); * unbroken."
                testId={`partnerships-${inns.inning}`}
                minHeight={Math.max(1, inns.partnerships.length) * 40}
              >
                {(w) => <PartnershipChart partnerships={inns.partnerships} players={players} width={w} />}
              </ChartCard>
              <ChartCard title="Runs per over" headingLevel={3} plain note="Bars: runs in each over; red dots: wickets that fell in it." testId={`manhattan-${inns.inning}`} minHeight={240}>
                {(w) => <ManhattanChart overs={inns.by_over} width={w} label={title} />}
              </ChartCard>
            </div>
          </LazySection>
        </>
      )}
    </section>
  );
}
