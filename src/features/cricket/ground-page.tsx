import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { linkTo } from '../../../contracts/route-manifest';
import { formatNumber, percent } from '../../../common/number-text';
import { ErrorMessage } from '../../components/error-message';
import { Spinner } from '../../components/spinner';
import { usePageMeta, withBrand } from '../../lib/page-meta';
import type { GroundDetail } from './api/cricket-types';
import { groundPageQueries } from './api/page-queries';
import { Breadcrumb } from './components/shared/breadcrumb';
import { CricsheetCredit } from './components/shared/cricsheet-credit';
import { CsvTable, type CsvColumn } from './components/shared/csv-table';
import { DEF_TOTALS, Definitions, SubjectCoverage } from './components/shared/subject-coverage';
import { fmtDate } from './utils/summarise';
import { batterColumns, bowlerColumns, matchLink, num, playerLink, totalColumns } from './utils/team-columns';
import { apiUrl } from '../../lib/api-client';
import { useCricketFormat } from './hooks/use-cricket-format';
import { slugKey } from '../../../common/slug-key';

type Toss = GroundDetail['toss'][number];
type Inns = GroundDetail['innings_averages'][number];
type Age = GroundDetail['ball_age'][number];
type Kind = GroundDetail['dismissals'][number];
type Best = GroundDetail['best_bowling'][number];

const ORDINAL = ['', '1st', '2nd', '3rd', '4th'];
const one = (x: number | null) => (x === null ? '-' : formatNumber(x, 1, 1));
const two = (x: number | null) => (x === null ? '-' : formatNumber(x, 2, 2));

const TOSS: CsvColumn<Toss>[] = [
  { id: 'decision', header: 'Toss winner chose', text: (r) => (r.decision === 'bat' ? 'To bat' : 'To field') },
  { id: 'tests', header: 'Tests', text: (r) => num(r.tests), numeric: true },
  { id: 'won', header: 'Toss winner won', text: (r) => num(r.won), numeric: true },
  { id: 'drawn', header: 'Drawn', text: (r) => num(r.drawn), numeric: true },
  { id: 'lost', header: 'Toss winner lost', text: (r) => num(r.lost), numeric: true },
];
const INNS: CsvColumn<Inns>[] = [
  { id: 'inning', header: 'Innings', text: (r) => ORDINAL[r.inning] },
  { id: 'innings', header: 'Played', text: (r) => num(r.innings), numeric: true },
  { id: 'average', header: 'Average score', text: (r) => (r.average === null ? '-' : formatNumber(r.average)), numeric: true },
  { id: 'wickets', header: 'Average wickets', text: (r) => (r.innings ? formatNumber(r.wickets / r.innings, 1, 1) : '-'), numeric: true },
];
const AGE: CsvColumn<Age>[] = [
  { id: 'band', header: 'Overs of the innings', text: (r) => r.band.replace('-', '–') },
  { id: 'balls', header: 'Balls', text: (r) => num(r.balls), numeric: true },
  { id: 'runs', header: 'Runs', text: (r) => num(r.runs), numeric: true },
  { id: 'wickets', header: 'Wickets', text: (r) => num(r.wickets), numeric: true },
  { id: 'rpo', header: 'Runs per over', text: (r) => two(r.runs_per_over), numeric: true },
  { id: 'bpw', header: 'Balls per wicket', text: (r) => one(r.balls_per_wicket), numeric: true },
];
const KINDS: CsvColumn<Kind>[] = [
  { id: 'kind', header: 'How out', text: (r) => `${r.kind.charAt(0).toUpperCase()}${r.kind.slice(1)}` },
  { id: 'count', header: 'Dismissals', text: (r) => num(r.count), numeric: true },
  { id: 'share', header: 'Share', text: (r) => percent(r.share, 1), numeric: true },
];
const BEST: CsvColumn<Best>[] = [
  { id: 'name', header: 'Player', text: (r) => r.name, href: (r) => (r.url_slug ? playerLink(r.url_slug) : null) },
  { id: 'figures', header: 'Figures', text: (r) => `${r.wickets}/${r.runs}`, href: (r) => matchLink(r.match_id), numeric: true },
  { id: 'date', header: 'Date', text: (r) => fmtDate(r.start_date), nowrap: true },
  { id: 'team', header: 'Team', text: (r) => r.team },
  { id: 'opposition', header: 'Opposition', text: (r) => r.opposition },
];

function Body({ g }: { g: GroundDetail }) {
  const few = g.tests < 5;
  return (
    <>
      <SubjectCoverage tests={g.tests} subject={`at ${g.ground}, ${fmtDate(g.first_date)} to ${fmtDate(g.last_date)}`} />
      {few && <p className="mt-1 text-sm font-medium text-amber-800">Few Tests: these figures rest on a small sample.</p>}
      <p className="mt-2 text-sm text-slate-700">
        {g.host_country ? `In ${g.host_country}. ` : ''}The data spells it {g.venues.map((v) => `“${v}”`).join(', ')}.
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-3 sm:max-w-xl" aria-label="Results of the side batting first" data-testid="ground-results" data-first-data="">
        {(
          [
            ['Bat 1st won', g.bat_first_won],
            ['Drawn', g.bat_first_drawn],
            ['Bat 1st lost', g.bat_first_lost],
          ] as const
        ).map(([k, v]) => (
          <div key={k} className="card p-3">
            <dt className="text-xs uppercase tracking-wide text-slate-600">{k}</dt>
            <dd className="text-2xl font-bold text-slate-900">{num(v)}</dd>
          </div>
        ))}
      </dl>
      <CsvTable title="The toss" rows={g.toss} columns={TOSS} rowKey={(r) => r.decision} filename={`${g.slug}-toss`} testId="ground-toss" />
      <CsvTable title="Average score by innings" rows={g.innings_averages} columns={INNS} rowKey={(r) => r.inning} filename={`${g.slug}-innings`} testId="ground-innings" />
      <CsvTable
        title="Runs and wickets by the age of the ball"
        rows={g.ball_age}
        columns={AGE}
        rowKey={(r) => r.band}
        filename={`${g.slug}-ball-age`}
        testId="ground-ball-age"
        note={`Overs since the start of the innings (the new ball is due after 80), from the ball-by-ball data of ${g.ball_age_tests} Test${g.ball_age_tests === 1 ? '' : 's'}.`}
      />
      <CsvTable title="How batters were out" rows={g.dismissals} columns={KINDS} rowKey={(r) => r.kind} filename={`${g.slug}-dismissals`} testId="ground-dismissals" />
      <CsvTable title="Highest totals" rows={g.highest_totals} columns={totalColumns(true, false)} rowKey={(r) => `${r.match_id}-${r.inning}`} filename={`${g.slug}-highest-totals`} testId="ground-highest" />
      <CsvTable title="Lowest totals (all out)" rows={g.lowest_totals} columns={totalColumns(true, false)} rowKey={(r) => `${r.match_id}-${r.inning}`} filename={`${g.slug}-lowest-totals`} testId="ground-lowest" />
      <CsvTable title="Leading run-scorers" rows={g.leading_batters} columns={batterColumns(true)} rowKey={(r) => `${r.url_slug}-${r.team}`} filename={`${g.slug}-run-scorers`} testId="ground-batters" />
      <CsvTable title="Leading wicket-takers" rows={g.leading_bowlers} columns={bowlerColumns(true)} rowKey={(r) => `${r.url_slug}-${r.team}`} filename={`${g.slug}-wicket-takers`} testId="ground-bowlers" />
      <CsvTable title="Best bowling in an innings" rows={g.best_bowling} columns={BEST} rowKey={(r) => `${r.url_slug}-${r.match_id}-${r.wickets}-${r.runs}`} filename={`${g.slug}-best-bowling`} testId="ground-best-bowling" />
      <Definitions
        items={[
          'The side batting first is the team of the first innings; its result is won, drawn or lost (a tie is in neither).',
          'Average score: runs per innings of that number in the match (forfeited innings left out).',
          'Ball age: the over of the innings, in bands 1–20, 21–40, 41–80 and 81 onwards. Runs per over count every run, extras included, over legal balls; balls per wicket count team wickets.',
          DEF_TOTALS,
        ]}
      />
    </>
  );
}

export default function GroundPage() {
  const { ground = '' } = useParams<{ ground: string }>();
  const slug = slugKey(ground);
  const q = useQuery(groundPageQueries(ground, useCricketFormat()).ground);
  const g = q.data;
  usePageMeta({
    title: withBrand(g ? `${g.ground} Test record: toss, totals and the ageing ball` : 'Test ground'),
    description: g
      ? `${g.ground}${g.host_country ? `, ${g.host_country}` : ''}: ${g.tests} men's Tests; the side batting first won ${g.bat_first_won} and lost ${g.bat_first_lost}; toss, average scores, totals, leading players, best bowling and runs by the age of the ball.`
      : "A men's Test ground.",
    keywords: g ? [g.ground, 'Test cricket', 'ground record'] : ['Test cricket'],
    canonicalPath: linkTo('/cricket/ground/:ground', { ground: slug }),
    card: g ? { path: apiUrl('cardCricketGround', { params: { groundPng: `${g.slug}.png` } }), alt: `${g.ground}: ${g.tests} Tests; the side batting first won ${g.bat_first_won}, drew ${g.bat_first_drawn} and lost ${g.bat_first_lost}` } : undefined,
  });
  return (
    <div className="page" data-testid="ground-page">
      <Breadcrumb current={g ? g.ground : q.error ? 'Ground' : 'Loading...'} currentPath={g ? linkTo('/cricket/ground/:ground', { ground: g.slug }) : undefined} trail={[{ name: 'Grounds', path: linkTo('/cricket/grounds') }]} />
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{g ? g.ground : q.error ? 'Ground not found' : 'Loading...'}</h1>
      {q.error ? <ErrorMessage error={q.error} /> : !g ? <Spinner label="Loading..." /> : <Body g={g} />}
      <CricsheetCredit />
    </div>
  );
}
