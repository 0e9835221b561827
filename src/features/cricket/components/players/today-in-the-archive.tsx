import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import { formatDate } from '../../../../lib/format-date';
import { apiPage } from '../../../../lib/api-client';
import { cricketKeys } from '../../api/cricket-keys';
import type { MatchListItem } from '../../api/cricket-types';
import { useWinProbability, winProbabilityQueryOptions } from '../../api/get-win-probability';
import { ChartCard } from '../shared/chart-card';
import { WinProbabilityChart } from '../win-probability/win-probability-chart';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Today's date (UTC) as "MM-DD" and in words ("7 December"); null on the server and before the page is live. */
function useToday(): { md: string; words: string; year: number } | null {
  const [today, setToday] = useState<{ md: string; words: string; year: number } | null>(null);
  useEffect(() => {
    const d = new Date();
    const m = d.getUTCMonth();
    const day = d.getUTCDate();
    setToday({ md: `${String(m + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`, words: `${day} ${MONTHS[m]}`, year: d.getUTCFullYear() });
  }, []);
  return today;
}

/** The newest Test in the archive, and the Tests in play on a day of the year (`on`, "MM-DD"). */
const matchesOn = (on: string | null) => ({
  queryKey: cricketKeys.matches(on === null ? 'latest' : `on=${on}`, 1),
  queryFn: () => apiPage('cricketMatches', { query: { ...(on === null ? {} : { on }), limit: on === null ? 1 : 50, offset: 0 } }),
});

const title = (m: MatchListItem) => `${m.teams[0]} v ${m.teams[1]}, ${m.ground}`;

function TestLine({ m }: { m: MatchListItem }) {
  return (
    <p className="text-slate-800" data-first-data="">
      <Link href={linkTo('/cricket/match/:matchId', { matchId: m.match_id })} className="link font-medium">
        {title(m)}
      </Link>
      , {formatDate(m.start_date)}: {m.result.text}.
    </p>
  );
}

function LatestTest({ m }: { m: MatchListItem }) {
  const wp = useWinProbability(m.match_id);
  return (
    <div className="min-w-0" data-testid="latest-test">
      <h3 className="text-base font-semibold text-slate-900">The latest Test in the archive</h3>
      <TestLine m={m} />
      {wp.data && wp.data.points.length > 1 ? (
        <ChartCard title="Who was winning" plain headingLevel={3} minHeight={200} testId="latest-test-chart">
          {(w) => <WinProbabilityChart wp={wp.data} width={w} height={200} />}
        </ChartCard>
      ) : null}
    </div>
  );
}

function OnThisDay({ m, words }: { m: MatchListItem | null; words: string }) {
  const wp = useQuery({ ...winProbabilityQueryOptions(m?.match_id ?? '-'), enabled: m !== null });
  const turn = m && wp.data ? wp.data.turning_points[0] : undefined;
  return (
    <div className="min-w-0" data-testid="on-this-day">
      <h3 className="text-base font-semibold text-slate-900">On this day, {words}</h3>
      {m ? (
        <>
          <TestLine m={m} />
          {turn ? (
            <p className="mt-1 text-sm text-slate-700" data-testid="on-this-day-turn">
              Its turning point: {['1st', '2nd', '3rd', '4th'][turn.inns - 1]} innings, ball {turn.over}, {turn.bowler} to {turn.batter}, {turn.text}.
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-slate-700">No Test in the archive was in play on {words} in an earlier year.</p>
      )}
    </div>
  );
}

/**
 * Something new each day on /cricket: the latest Test in the archive with its result and who was winning, and "on
 * this day": a Test in play on today's date (UTC) in an earlier year, picked by the year (a different one each year
 * where there are several), with its biggest turning point. Drawn once the page is live (the date is the visitor's
 * day, not the server's), in a box that keeps its height meanwhile.
 */
export function TodayInTheArchive() {
  const today = useToday();
  const latest = useQuery({ ...matchesOn(null), enabled: today !== null });
  const onDay = useQuery({ ...matchesOn(today?.md ?? null), enabled: today !== null });
  const earlier = (onDay.data?.data ?? []).filter((m) => Number(m.start_date.slice(0, 4)) < (today?.year ?? 0));
  const pick = earlier.length && today ? earlier[today.year % earlier.length] : null;
  const newest = latest.data?.data[0];
  return (
    <section className="card mt-6 min-h-[22rem] sm:min-h-[18rem]" aria-labelledby="today-heading" data-testid="today-in-the-archive">
      <h2 id="today-heading" className="text-lg font-semibold text-slate-900">
        Today in the archive
      </h2>
      {today && newest && onDay.data ? (
        <div className="mt-3 grid gap-6 lg:grid-cols-2">
          <LatestTest m={newest} />
          <OnThisDay m={pick} words={today.words} />
        </div>
      ) : (
        <p className="mt-3 text-slate-600">{latest.isError || onDay.isError ? 'The latest Tests could not be loaded.' : 'Loading the latest Test...'}</p>
      )}
    </section>
  );
}
