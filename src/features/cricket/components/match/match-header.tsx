import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { groundLink, h2hLink, seriesLink, teamLink } from '../../utils/team-columns';
import type { MatchScorecard } from '../../api/cricket-types';
import { ordinal, totalText } from '../../utils/scorecard-text';
import { fmtDate } from '../../utils/summarise';
import { PlayerLink } from './innings-card';
import { cricketFormat, withFormat } from '../../../../../common/cricket/formats';

/** "14 Aug 2019 to 18 Aug 2019", or one date for a one-day match. */
export function matchDates(m: Pick<MatchScorecard, 'start_date' | 'end_date'>): string {
  return m.start_date === m.end_date ? fmtDate(m.start_date) : `${fmtDate(m.start_date)} to ${fmtDate(m.end_date)}`;
}

/** "Target 15 in 2 overs" (balls as overs: "32.3"). */
const targetText = (t: { runs: number; balls: number | null }) =>
  `${t.runs} runs${t.balls === null ? '' : ` in ${Math.floor(t.balls / 6)}${t.balls % 6 ? `.${t.balls % 6}` : ''} overs`}`;

/**
 * What limited-overs cricket adds to the facts: the overs a side (and that the match was reduced), the chasing
 * side's target (revised by Duckworth-Lewis-Stern when the result says D/L) and a tie's super overs (never in a
 * career).
 */
function limitedOversFacts(m: MatchScorecard): [string, ReactNode][] {
  const full = cricketFormat(m.format).overs;
  if (full === null) return [];
  const out: [string, ReactNode][] = [];
  if (m.overs !== null) out.push(['Overs', m.overs < full ? `${m.overs} a side (reduced from ${full})` : `${m.overs} a side`]);
  for (const inn of m.innings) {
    if (!inn.target) continue;
    out.push([m.method === 'D/L' ? 'Target (D/L)' : 'Target', `${inn.team}: ${targetText(inn.target)}${m.method === 'D/L' ? ', revised by Duckworth-Lewis-Stern' : ''}`]);
  }
  if (m.super_overs.length) {
    const sides = m.super_overs.map((s) => `${s.team} ${s.runs}/${s.wickets}`).join(', ');
    out.push(['Super over', `${sides}${m.super_over_winner ? `: ${m.super_over_winner} won it` : ''} (not counted in careers)`]);
  }
  return out;
}

function tossText(t: MatchScorecard['toss']): string | null {
  if (!t.winner) return null;
  return `${t.winner} won the toss and chose to ${t.decision === 'field' ? 'field' : 'bat'}`;
}

/** The match's facts (Test number, venue, dates, toss, result, player of the match) and each innings' total, linked to its card. */
export function MatchHeader({ m }: { m: MatchScorecard }) {
  const toss = tossText(m.toss);
  const f = cricketFormat(m.format);
  // The match's own format, whatever the address says: its team, series and ground pages are of that format.
  const inFmt = (href: string) => withFormat(href, m.format);
  const facts: [string, ReactNode][] = [
    [`${f.sex === 'female' ? "Women's " : ''}${f.matchWord}`, m.test_number === null ? 'number not given in the data' : `No. ${m.test_number}`],
    ...limitedOversFacts(m),
    [
      'Teams',
      <>
        <Link href={inFmt(teamLink(m.teams[0]))} className="link">
          {m.teams[0]}
        </Link>
        {' v '}
        <Link href={inFmt(teamLink(m.teams[1]))} className="link">
          {m.teams[1]}
        </Link>
        {' · '}
        <Link href={inFmt(h2hLink(m.teams[0], m.teams[1]))} className="link">
          head-to-head
        </Link>
      </>,
    ],
    ...(m.series
      ? ([
          [
            'Series',
            <>
              <Link href={inFmt(seriesLink(m.series.slug))} className="link">
                {`${m.series.name}, ${m.series.season}`}
              </Link>
              {m.series.match_number !== null ? ` (Test ${m.series.match_number})` : ''}
            </>,
          ],
        ] as [string, ReactNode][])
      : []),
    [
      'Venue',
      <>
        <Link href={inFmt(groundLink(m.ground))} className="link">
          {m.venue}
        </Link>
        {m.host_country && !m.venue.includes(m.host_country) ? `, ${m.host_country}` : ''}
      </>,
    ],
    ['Dates', matchDates(m)],
    ...(toss ? ([['Toss', toss]] as [string, ReactNode][]) : []),
    ['Result', m.result.text],
    [
      'Player of the match',
      m.player_of_match.length ? (
        m.player_of_match.map((p, k) => (
          <span key={p.player_id}>
            {k > 0 && ', '}
            <PlayerLink id={p.player_id} players={m.players} fallback={p.name} />
          </span>
        ))
      ) : (
        'not recorded'
      ),
    ],
  ];
  return (
    <section className="card mt-4" aria-label="Match details" data-testid="match-header" data-first-data="">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 sm:gap-x-6">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="max-w-[7rem] font-semibold text-slate-800 sm:max-w-none">{k}</dt>
            <dd className="text-slate-700">{v}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 grid gap-1 border-t border-slate-200 pt-3 sm:grid-cols-2" aria-label="Innings totals">
        {m.innings.map((i) => (
          <li key={i.inning} className="flex justify-between gap-3 tabular-nums">
            <a href={`#innings-${i.inning}`} className="link">
              {i.team} {ordinal(i.inning)} inns
            </a>
            <span className="whitespace-nowrap font-semibold text-slate-900">{totalText(i)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
