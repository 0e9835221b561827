/**
 * What each share card shows, as satori boxes (card-render.ts draws them). Pure: data in, tree out. The figures are
 * the pages' own (the same API read functions feed both) and formatted the way the pages write them.
 */
import { h, type CardNode } from './card-render';
import type { StandingsRow } from '../../contracts/league';
import type { RecordTable } from '../../common/cricket/record-tables';
import type { BowlingFigures, BowlingSummary } from '../../contracts/cricket-bowling';
import type { MatchScorecard } from '../../contracts/cricket-matches';
import type { RecordRow, RecordsAnswer } from '../../contracts/cricket-records';
import type { RecentFormItem } from '../../workers/ratings/player-stats';
import { formatRating } from '../../workers/ratings/colley';
import { fixedHalfUp, formatNumber, percent, signed } from '../../common/number-text';
import { formatDate } from '../../common/date-text';
import { ordinal, totalText } from '../../common/cricket/scorecard-text';
import { RECORD_TABLE_INFO } from '../../common/cricket/record-tables';
import { matchTitle } from '../../common/cricket/match-title';
import { cricketFormat } from '../../common/cricket/formats';

const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#047857';
const PAPER = '#f8fafc';

/** A name or title cut to fit its line. */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const interval = (r: StandingsRow) => `${formatRating(r.rating_interval[0])}–${formatRating(r.rating_interval[1])}`;

/** The frame every card shares: the section, the title, the body, and the site's address at the foot. */
export function frame(section: string, title: string, body: CardNode, host: string, foot?: string): CardNode {
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', width: '100%', height: '100%', background: PAPER, fontFamily: 'Inter', color: INK },
    h('div', { display: 'flex', height: 16, background: ACCENT }),
    h(
      'div',
      { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '40px 64px 0 64px' },
      h('div', { display: 'flex', fontSize: 28, fontWeight: 700, color: ACCENT, textTransform: 'uppercase', letterSpacing: 2 }, section),
      h('div', { display: 'flex', fontSize: 64, fontWeight: 700, marginTop: 8, lineHeight: 1.1 }, clip(title, 34)),
      h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, marginTop: 28 }, body),
    ),
    h(
      'div',
      { display: 'flex', justifyContent: 'space-between', padding: '0 64px 32px 64px', fontSize: 24, color: MUTED },
      h('div', { display: 'flex' }, foot ?? ''),
      h('div', { display: 'flex', fontWeight: 700 }, host),
    ),
  );
}

/** One line of figures: label over value, side by side. */
export function figures(items: { label: string; value: string }[], gap = 48): CardNode {
  return h(
    'div',
    { display: 'flex', gap },
    ...items.map((it) =>
      h(
        'div',
        { display: 'flex', flexDirection: 'column' },
        h('div', { display: 'flex', fontSize: 26, color: MUTED }, it.label),
        h('div', { display: 'flex', fontSize: 60, fontWeight: 700 }, it.value),
      ),
    ),
  );
}

function standingsLines(rows: readonly StandingsRow[], limit: number): CardNode {
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', gap: 6 },
    ...rows.slice(0, limit).map((r, i) =>
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'baseline',
          fontSize: 34,
          padding: '6px 16px',
          background: i === 0 ? '#d1fae5' : 'transparent',
          borderRadius: 8,
        },
        h('div', { display: 'flex', width: 60, color: MUTED }, `${r.rank}.`),
        h('div', { display: 'flex', flexGrow: 1, fontWeight: i === 0 ? 700 : 400 }, clip(r.name, 24)),
        h('div', { display: 'flex', width: 260, fontSize: 24, color: MUTED }, `${r.games} games${r.provisional ? ', provisional' : ''}`),
        h('div', { display: 'flex', width: 250, fontSize: 24, color: MUTED }, `90 %: ${interval(r)}`),
        h('div', { display: 'flex', width: 120, justifyContent: 'flex-end', fontWeight: 700 }, formatRating(r.rating)),
      ),
    ),
  );
}

/** A pool group: the top of its standings. */
export function groupCard(host: string, groupName: string, rows: readonly StandingsRow[]): CardNode {
  const body = rows.length ? standingsLines(rows, 5) : h('div', { display: 'flex', fontSize: 34, color: MUTED }, 'No players yet.');
  const games = rows.reduce((s, r) => s + r.games, 0) / 2;
  return frame('Pool league standings', groupName, body, host, `${rows.length} players · ${games} games · Colley ratings`);
}

/** A pool player: rating and rank in each group, and recent form (oldest left). */
export function playerCard(
  host: string,
  name: string,
  groups: { name: string; row: StandingsRow | undefined; size: number }[],
  form: readonly RecentFormItem[],
): CardNode {
  const lines = groups.slice(0, 3).map((g) =>
    h(
      'div',
      { display: 'flex', alignItems: 'baseline', fontSize: 34, gap: 24 },
      h('div', { display: 'flex', width: 300, fontWeight: 700 }, clip(g.name, 16)),
      g.row
        ? h(
            'div',
            { display: 'flex', gap: 24, alignItems: 'baseline' },
            h('div', { display: 'flex' }, `#${g.row.rank} of ${g.size}`),
            h('div', { display: 'flex', fontWeight: 700 }, formatRating(g.row.rating)),
            h(
              'div',
              { display: 'flex', fontSize: 24, color: MUTED },
              `90 %: ${interval(g.row)} · ${g.row.games} games${g.row.provisional ? ', provisional' : ''}`,
            ),
          )
        : h('div', { display: 'flex', color: MUTED }, 'no games'),
    ),
  );
  const recent = [...form].sort((a, b) => b.recency_ids - a.recency_ids);
  const formRow = h(
    'div',
    { display: 'flex', alignItems: 'center', gap: 10, marginTop: 28 },
    h('div', { display: 'flex', fontSize: 26, color: MUTED, marginRight: 8 }, recent.length ? 'Recent form' : 'No games yet'),
    ...recent.map((f) =>
      h(
        'div',
        {
          display: 'flex',
          width: 60,
          height: 60,
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 28,
          fontWeight: 700,
          color: '#ffffff',
          background: f.win_varchar === 'W' ? ACCENT : '#b91c1c',
          borderRadius: 6,
        },
        f.win_varchar,
      ),
    ),
  );
  const body = h('div', { display: 'flex', flexDirection: 'column', gap: 12 }, ...lines, formRow);
  return frame('Pool league player', name, body, host, groups.length > 3 ? `and ${groups.length - 3} more groups` : 'Colley ratings');
}

/** A season forecast: the title chances of the latest kept forecast. */
export function forecastCard(
  host: string,
  groupName: string,
  seasonName: string | null,
  /** Title chances in percent (as the kept forecast stores them). */
  chances: { name: string; titlePercent: number }[] | null,
  asOf: string | null,
  table: readonly { position: number; name: string; played: number; points: number }[],
): CardNode {
  let body: CardNode;
  if (!seasonName) body = h('div', { display: 'flex', fontSize: 34, color: MUTED }, 'No season with fixtures yet.');
  else if (!chances) {
    // No kept forecast yet (it is computed in the background after a result): the season table as it stands.
    body = h(
      'div',
      { display: 'flex', flexDirection: 'column', gap: 8 },
      h('div', { display: 'flex', fontSize: 26, color: MUTED }, 'The table now; the title chances are on the page'),
      ...table.slice(0, 5).map((r) =>
        h(
          'div',
          { display: 'flex', fontSize: 32, gap: 16 },
          h('div', { display: 'flex', width: 60, color: MUTED }, `${r.position}.`),
          h('div', { display: 'flex', width: 420 }, clip(r.name, 22)),
          h('div', { display: 'flex', width: 200, color: MUTED }, `${r.played} played`),
          h('div', { display: 'flex', fontWeight: 700 }, `${r.points} pts`),
        ),
      ),
    );
  } else body = chanceBars('Chance of winning the title', chances.map((c) => ({ name: c.name, percent: c.titlePercent })));
  return frame('Season forecast', groupName, body, host, [seasonName, asOf].filter(Boolean).join(' · '));
}

/** A career card's body: the player's sides and span of Tests, then what follows (his figures). */
const careerBody = (teams: readonly string[], span: string, ...rest: CardNode[]) =>
  h(
    'div',
    { display: 'flex', flexDirection: 'column', gap: 24 },
    h('div', { display: 'flex', fontSize: 30, color: MUTED }, clip(`${teams.join(', ')} · Tests ${span}`, 60)),
    ...rest,
  );

/** Whose career a card shows, and the site it is shared from. */
interface CareerCardOf {
  host: string;
  name: string;
  teams: readonly string[];
  span: string;
}

/** A career card of one kind (batting, bowling, fielding): the sides and span, one row of figures, a foot line. */
function careerCard(kind: string, who: CareerCardOf, row: CardNode, foot?: string): CardNode {
  return frame(`Men's Test ${kind} career`, who.name, careerBody(who.teams, who.span, row), who.host, foot);
}

/** A cricket career: the headline batting figures. */
export function cricketCareerCard(
  host: string,
  name: string,
  teams: readonly string[],
  span: string,
  s: { matches: number; innings: number; runs: number; average: number | null; centuries: number; highest_score: number | null; highest_not_out: boolean },
): CardNode {
  const row = figures([
    { label: 'Tests', value: formatNumber(s.matches) },
    { label: 'Runs', value: formatNumber(s.runs) },
    { label: 'Average', value: twoPlaces(s.average) },
    { label: '100s', value: formatNumber(s.centuries) },
    { label: 'Highest', value: s.highest_score === null ? '-' : `${s.highest_score}${s.highest_not_out ? '*' : ''}` },
  ]);
  return careerCard('batting', { host, name, teams, span }, row, `${formatNumber(s.innings)} innings`);
}

/** An average or rate as the cricket pages write it: two decimals, half up; "-" when undefined. */
const twoPlaces = (x: number | null) => (x === null ? '-' : fixedHalfUp(x, 2));
/** Bowling figures as the pages write them: "8/15"; "-" when none. */
const figuresText = (f: BowlingFigures | null) => (f ? `${f.wickets}/${f.runs}` : '-');

/** A cricket career: the headline bowling figures (the career page's Bowling view). */
export function bowlingCareerCard(host: string, name: string, teams: readonly string[], span: string, s: BowlingSummary): CardNode {
  if (s.innings === 0) {
    const never = s.matches === 1 ? 'Did not bowl in his only Test in the archive' : `Did not bowl in any of his ${formatNumber(s.matches)} Tests in the archive`;
    return careerCard('bowling', { host, name, teams, span }, h('div', { display: 'flex', fontSize: 40 }, never));
  }
  const row = figures(
    [
      { label: 'Tests', value: formatNumber(s.matches) },
      { label: 'Wickets', value: formatNumber(s.wickets) },
      { label: 'Average', value: twoPlaces(s.average) },
      { label: 'Economy', value: twoPlaces(s.economy) },
      { label: 'Best', value: figuresText(s.best_innings) },
      { label: '5 in inns', value: formatNumber(s.five_wickets) },
    ],
    36,
  );
  const foot = `${formatNumber(s.innings)} innings · ${formatNumber(s.balls)} balls · strike rate ${twoPlaces(s.strike_rate)} · best in a match ${figuresText(s.best_match)}`;
  return careerCard('bowling', { host, name, teams, span }, row, foot);
}

/** A cricket career: the fielding credits (the career page's Fielding view), counted as the view counts them. */
export function fieldingCareerCard(
  host: string,
  name: string,
  teams: readonly string[],
  span: string,
  s: { matches: number; catches: number; caught_and_bowled: number; stumpings: number; run_outs: number },
): CardNode {
  const row = figures([
    { label: 'Tests', value: formatNumber(s.matches) },
    { label: 'Catches', value: formatNumber(s.catches) },
    { label: 'Stumpings', value: formatNumber(s.stumpings) },
    { label: 'Run outs', value: formatNumber(s.run_outs) },
  ]);
  return careerCard('fielding', { host, name, teams, span }, row, `${formatNumber(s.caught_and_bowled)} caught and bowled among the catches`);
}

/** A scorecard of any format: the teams, where and when, the result and each innings' total. */
export function scorecardCard(host: string, m: MatchScorecard): CardNode {
  const dates = m.start_date === m.end_date ? formatDate(m.start_date) : `${formatDate(m.start_date)} to ${formatDate(m.end_date)}`;
  const innings = m.innings.map((i) =>
    h(
      'div',
      { display: 'flex', justifyContent: 'space-between', fontSize: 32, padding: '4px 0', borderBottom: '1px solid #cbd5e1' },
      h('div', { display: 'flex' }, clip(`${i.team}, ${ordinal(i.inning)} innings${i.follow_on ? ' (following on)' : ''}`, 44)),
      h('div', { display: 'flex', fontWeight: 700 }, totalText(i)),
    ),
  );
  const body = h(
    'div',
    { display: 'flex', flexDirection: 'column', gap: 10 },
    h('div', { display: 'flex', fontSize: 28, color: MUTED }, `${clip(m.ground, 34)} · ${dates}`),
    h('div', { display: 'flex', fontSize: 40, fontWeight: 700, color: ACCENT, marginBottom: 8 }, clip(m.result.text, 46)),
    ...(innings.length ? innings : [h('div', { display: 'flex', fontSize: 32, color: MUTED }, 'No ball was bowled in this match.')]),
  );
  // The format's words: "Men's Test scorecard", "Women's T20I scorecard"; "ODI No. 4600".
  const f = cricketFormat(m.format);
  const word = f.matchWord;
  const foot = m.test_number === null ? `${word} number not given in the data` : `${word} No. ${m.test_number}`;
  return frame(`${f.sex === 'female' ? "Women's" : "Men's"} ${word} scorecard`, matchTitle(m), body, host, foot);
}

type AnyRecord = RecordRow<RecordTable>;
const field = (r: AnyRecord, k: string) => (r as unknown as Record<string, unknown>)[k];
const count = (k: string) => (r: AnyRecord) => formatNumber(field(r, k) as number);
const average = (r: AnyRecord) => twoPlaces(field(r, 'average') as number | null);
const wicketsFor = (r: AnyRecord) => `${field(r, 'wickets')}/${field(r, 'runs')}`;

/** Each table's ranking figure as the records page writes it, and its column heading there. */
const RECORD_FIGURE: Record<RecordTable, { label: string; value: (r: AnyRecord) => string }> = {
  'most-runs': { label: 'Runs', value: count('runs') },
  'most-centuries': { label: '100s', value: count('hundreds') },
  'best-batting-average': { label: 'Average', value: average },
  'most-wickets': { label: 'Wickets', value: count('wickets') },
  'most-five-wickets': { label: '5w', value: count('five_wickets') },
  'best-bowling-average': { label: 'Average', value: average },
  'most-catches': { label: 'Catches', value: count('catches') },
  'most-keeper-dismissals': { label: 'Dismissals', value: count('dismissals') },
  'most-stumpings': { label: 'Stumpings', value: count('stumpings') },
  'most-sixes': { label: '6s', value: count('sixes') },
  'fastest-fifties': { label: 'Balls', value: count('balls_to') },
  'fastest-hundreds': { label: 'Balls', value: count('balls_to') },
  'best-economy': { label: 'Econ', value: (r) => twoPlaces(field(r, 'economy') as number | null) },
  'highest-scores': { label: 'Runs', value: (r) => `${count('runs')(r)}${field(r, 'not_out') ? '*' : ''}` },
  'best-bowling-innings': { label: 'Figures', value: wicketsFor },
  'best-bowling-match': { label: 'Figures', value: wicketsFor },
  'most-wpa-test': { label: 'WPA', value: (r) => signed(field(r, 'wpa') as number, 2) },
  'most-wpa-career': { label: 'WPA', value: (r) => signed(field(r, 'wpa') as number, 2) },
};

/** A row's side and span (a career) or side, opposition and year (an innings or a match). */
function recordDetail(r: AnyRecord): string {
  const first = field(r, 'first_year');
  if (first !== undefined) {
    const last = field(r, 'last_year');
    return `${clip(r.team, 20)} · ${first === last ? first : `${first}–${last}`}`;
  }
  return `${clip(`${r.team} v ${field(r, 'opposition')}`, 25)} · ${String(field(r, 'match_start_date')).slice(0, 4)}`;
}

/** A records table: its title and top five, over every Test in the archive. */
export function recordsCard(host: string, a: RecordsAnswer): CardNode {
  const info = RECORD_TABLE_INFO[a.table];
  const figure = RECORD_FIGURE[a.table];
  const rows = a.data.slice(0, 5).map((r, i) =>
    h(
      'div',
      { display: 'flex', alignItems: 'baseline', fontSize: 34, padding: '6px 16px', background: i === 0 ? '#d1fae5' : 'transparent', borderRadius: 8 },
      h('div', { display: 'flex', width: 60, color: MUTED }, `${r.rank}.`),
      h('div', { display: 'flex', flexGrow: 1, fontWeight: i === 0 ? 700 : 400 }, clip(r.name, 22)),
      h('div', { display: 'flex', width: 400, fontSize: 24, color: MUTED }, recordDetail(r)),
      h('div', { display: 'flex', width: 150, justifyContent: 'flex-end', fontWeight: 700 }, figure.value(r)),
    ),
  );
  const body = rows.length
    ? h(
        'div',
        { display: 'flex', flexDirection: 'column', gap: 4 },
        h('div', { display: 'flex', justifyContent: 'flex-end', fontSize: 24, color: MUTED, padding: '0 16px' }, figure.label),
        ...rows,
      )
    : h('div', { display: 'flex', fontSize: 34, color: MUTED }, 'No entries yet.');
  const qualified = a.min === null ? '' : ` · at least ${formatNumber(a.min)} ${info.qualification === 'innings' ? 'innings' : 'balls bowled'}`;
  return frame("Men's Test records", info.title, body, host, `In the ${formatNumber(a.tests)} Tests the archive holds (it lacks some)${qualified}`);
}

/** Every other page: the site's own card. */
export function siteCard(host: string): CardNode {
  const body = h(
    'div',
    { display: 'flex', flexDirection: 'column', gap: 16, fontSize: 36, color: MUTED },
    h('div', { display: 'flex' }, 'Cricket careers, innings by innings'),
    h('div', { display: 'flex' }, 'Pool league ratings, fixtures and forecasts'),
    h('div', { display: 'flex' }, 'Sports models, simulations and betting maths'),
  );
  return frame(host, 'Sports analytics', body, host);
}

/** The five best chances (percent) under a heading, each as a bar: a season's title, a cup. */
function chanceBars(heading: string, chances: readonly { name: string; percent: number }[]): CardNode {
  const top = [...chances].sort((a, b) => b.percent - a.percent).slice(0, 5);
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', gap: 8 },
    h('div', { display: 'flex', fontSize: 26, color: MUTED }, heading),
    ...top.map((c) =>
      h(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 30, gap: 16, height: 40 },
        h('div', { display: 'flex', width: 320 }, clip(c.name, 18)),
        h(
          'div',
          { display: 'flex', width: 520, height: 26, background: '#e2e8f0', borderRadius: 4 },
          h('div', { display: 'flex', width: Math.max(2, Math.round((520 * Math.min(100, c.percent)) / 100)), height: 26, background: ACCENT, borderRadius: 4 }),
        ),
        h('div', { display: 'flex', width: 180, justifyContent: 'flex-end', fontWeight: 700, whiteSpace: 'nowrap' }, percent(c.percent, 1)),
      ),
    ),
  );
}

/** A knockout cup: the five best chances of winning it, or its winner. */
export function cupCard(host: string, cupName: string, groupName: string, chances: { name: string; percent: number }[], champion: string | null, line: string): CardNode {
  const body = champion
    ? h('div', { display: 'flex', fontSize: 44, fontWeight: 700 }, clip(`Won by ${champion}`, 30))
    : chanceBars('Chance of winning the cup', chances);
  return frame(`Pool cup · ${clip(groupName, 30)}`, cupName, body, host, line);
}
