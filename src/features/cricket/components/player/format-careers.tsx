import { Link } from 'wouter';
import { average, economyRate, strikeRate } from '../../../../../common/cricket/exact-round';
import { formatName, type CricketFormatKey } from '../../../../../common/cricket/formats';
import type { PlayerDetail } from '../../api/cricket-types';

const fixed = (x: number | null) => (x === null ? '-' : x.toFixed(2));

/**
 * One person, every format: the career in each format and sex the archive holds for him or her, side by side (matches,
 * runs, batting average and strike rate, wickets and economy), each row a link to that format's career; the one shown
 * below is marked. People are one identity across formats (Cricsheet's register id), with a link to the Cricinfo
 * profile when the register gives it.
 */
export function FormatCareers({ d, fmt, path }: { d: PlayerDetail; fmt: CricketFormatKey; path: string }) {
  return (
    <section className="card mt-4" aria-labelledby="format-careers" data-testid="format-careers">
      <h2 id="format-careers" className="text-lg font-semibold text-slate-900">
        Every format
      </h2>
      <div className="overflow-x-auto">
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-3">Format</th>
              <th scope="col" className="py-1 pr-3 text-right">Mat</th>
              <th scope="col" className="py-1 pr-3 text-right">Runs</th>
              <th scope="col" className="py-1 pr-3 text-right">Ave</th>
              <th scope="col" className="py-1 pr-3 text-right">SR</th>
              <th scope="col" className="py-1 pr-3 text-right">Wkts</th>
              <th scope="col" className="py-1 text-right">Econ</th>
            </tr>
          </thead>
          <tbody>
            {d.formats.map((f) => {
              const here = f.format === fmt;
              return (
                <tr key={f.format} className={`border-t border-slate-200 ${here ? 'bg-sky-50 font-semibold' : ''}`}>
                  <th scope="row" className="py-1 pr-3 text-left font-medium">
                    {/* The format always written, so the link never takes the current page's. */}
                    <Link href={`${path}?format=${f.format}`} aria-current={here ? 'true' : undefined} className="text-sky-800 underline">
                      {formatName(f.format)}
                    </Link>
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{f.matches}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{f.runs}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{fixed(average(f.runs, f.outs))}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{fixed(strikeRate(f.runs, f.balls_faced))}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{f.wickets}</td>
                  <td className="py-1 text-right tabular-nums">{fixed(economyRate(f.runs_conceded, f.balls_bowled))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        Ave: runs per dismissal; SR: runs per 100 balls faced; Econ: runs conceded per 6 legal balls. Only the matches Cricsheet holds count.
        {d.key_cricinfo && (
          <>
            {' '}
            <a className="text-sky-800 underline" href={`https://www.espncricinfo.com/cricketers/player-${d.key_cricinfo}`} rel="noopener">
              Profile on ESPNcricinfo
            </a>
            .
          </>
        )}
      </p>
    </section>
  );
}
