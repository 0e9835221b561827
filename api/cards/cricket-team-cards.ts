/**
 * The share cards of the team, head-to-head, series and ground pages: the pages' own figures, written as
 * the pages write them. Pure: data in, tree out.
 */
import type { GroundDetail, HeadToHead, SeriesDetail, TeamDetail } from '../../contracts/cricket-teams';
import type { WinProbabilityEvaluation } from '../../contracts/cricket-win-probability';
import { countText, fixedHalfUp, formatNumber, percent } from '../../common/number-text';
import { h, type CardNode } from './card-render';
import { clip, figures, frame } from './card-layouts';

const MUTED = '#475569';
const ACCENT = '#047857';
const years = (a: string, b: string) => (a.slice(0, 4) === b.slice(0, 4) ? a.slice(0, 4) : `${a.slice(0, 4)}–${b.slice(0, 4)}`);
const line = (text: string, size = 30, color = MUTED) => h('div', { display: 'flex', fontSize: size, color, marginTop: 24 }, text);

export function teamCard(host: string, d: TeamDetail): CardNode {
  const c = d.overall;
  const body = h(
    'div',
    { display: 'flex', flexDirection: 'column' },
    figures([
      { label: 'Tests', value: formatNumber(c.tests) },
      { label: 'Won', value: formatNumber(c.won) },
      { label: 'Lost', value: formatNumber(c.lost) },
      { label: 'Drawn', value: formatNumber(c.drawn) },
      { label: 'Win %', value: percent(c.win_pct, 1) },
    ]),
    line(`Longest winning run: ${d.streaks.longest_winning.length} Tests`),
  );
  return frame("Men's Test team", d.team, body, host, `In the Tests the archive holds, ${years(d.first_date, d.last_date)}`);
}

export function headToHeadCard(host: string, x: HeadToHead): CardNode {
  const c = x.overall;
  const body = figures([
    { label: 'Tests', value: formatNumber(c.tests) },
    { label: `${clip(x.team, 14)} won`, value: formatNumber(c.won) },
    { label: `${clip(x.opposition, 14)} won`, value: formatNumber(c.lost) },
    { label: 'Drawn', value: formatNumber(c.drawn) },
  ]);
  const first = x.tests[x.tests.length - 1]?.start_date ?? '';
  const last = x.tests[0]?.start_date ?? '';
  return frame("Men's Test head-to-head", `${x.team} v ${x.opposition}`, body, host, `In the Tests the archive holds${first ? `, ${years(first, last)}` : ''}`);
}

export function seriesCard(host: string, s: SeriesDetail): CardNode {
  const body = h(
    'div',
    { display: 'flex', flexDirection: 'column' },
    h('div', { display: 'flex', fontSize: 30, color: MUTED }, clip(`${s.teams[0]} v ${s.teams[1]}, ${s.season}`, 60)),
    h('div', { display: 'flex', fontSize: 52, fontWeight: 700, color: ACCENT, marginTop: 20 }, clip(s.result.complete ? s.result.text : 'Result not known from the archive', 40)),
    s.result.complete ? line(countText(s.tests, 'Test')) : line(clip(s.result.text, 70), 28),
  );
  return frame("Men's Test series", s.name, body, host, `${countText(s.tests, 'Test')} held`);
}

export function groundCard(host: string, g: GroundDetail): CardNode {
  const body = h(
    'div',
    { display: 'flex', flexDirection: 'column' },
    figures([
      { label: 'Tests', value: formatNumber(g.tests) },
      { label: 'Bat 1st won', value: formatNumber(g.bat_first_won) },
      { label: 'Drawn', value: formatNumber(g.bat_first_drawn) },
      { label: 'Bat 1st lost', value: formatNumber(g.bat_first_lost) },
    ]),
    line(g.host_country ? `In ${g.host_country}` : ''),
  );
  return frame("Men's Test ground", g.ground, body, host, `In the Tests the archive holds, ${years(g.first_date, g.last_date)}`);
}

/** The method page's card: the evaluation's headline figures as the page writes them (null: not fitted yet). */
export function winProbabilityCard(host: string, ev: WinProbabilityEvaluation | null): CardNode {
  const title = 'How sure is the model?';
  if (!ev) return frame('Win probability in Test cricket', title, line('The model is fitted after each import of the archive: not yet.'), host);
  const lower = ev.rps.base_rates > 0 ? (100 * (ev.rps.base_rates - ev.rps.model)) / ev.rps.base_rates : 0;
  const body = h(
    'div',
    { display: 'flex', flexDirection: 'column' },
    figures([
      { label: 'Model RPS', value: fixedHalfUp(ev.rps.model, 3) },
      { label: 'Base rates', value: fixedHalfUp(ev.rps.base_rates, 3) },
      { label: lower >= 0 ? 'Lower by' : 'Higher by', value: percent(Math.abs(lower), 0) },
      { label: 'Tests', value: formatNumber(ev.tests) },
    ]),
    line('Ranked probability score after every ball (lower is better); each Test scored by a model fitted without its season.', 26),
  );
  return frame('Win probability in Test cricket', title, body, host, 'Every Test with a result in the archive, each weighted equally');
}
