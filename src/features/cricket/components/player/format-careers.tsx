import { average, economyRate, strikeRate } from '../../../../../common/cricket/exact-round';
import { formatName, type CricketFormatKey } from '../../../../../common/cricket/formats';
import type { PlayerDetail } from '../../api/cricket-types';
import { CsvTable, type CsvColumn } from '../shared/csv-table';
import { fixed as fixedText } from '../../utils/batting-profile-view';

const fixed = (x: number | null) => fixedText(x, 2);

/**
 * One person, every format: the career in each format and sex the archive holds for him or her, side by side (matches,
 * runs, batting average and strike rate, wickets and economy), each row a link to that format's career; the one shown
 * below is marked. People are one identity across formats (Cricsheet's register id), with a link to the Cricinfo
 * profile when the register gives it.
 */
type FormatRow = PlayerDetail['formats'][number];

export function FormatCareers({ d, fmt, path }: { d: PlayerDetail; fmt: CricketFormatKey; path: string }) {
  // The format is always written in the link, so it never takes the current page's.
  const columns: CsvColumn<FormatRow>[] = [
    { id: 'format', header: 'Format', text: (f) => formatName(f.format), href: (f) => `${path}?format=${f.format}` },
    { id: 'matches', header: 'Mat', text: (f) => String(f.matches), numeric: true },
    { id: 'runs', header: 'Runs', text: (f) => String(f.runs), numeric: true },
    { id: 'average', header: 'Ave', text: (f) => fixed(average(f.runs, f.outs)), numeric: true },
    { id: 'strike-rate', header: 'SR', text: (f) => fixed(strikeRate(f.runs, f.balls_faced)), numeric: true },
    { id: 'wickets', header: 'Wkts', text: (f) => String(f.wickets), numeric: true },
    { id: 'economy', header: 'Econ', text: (f) => fixed(economyRate(f.runs_conceded, f.balls_bowled)), numeric: true },
  ];
  return (
    <section className="card mt-4" data-testid="format-careers">
      <CsvTable
        title="Every format"
        rows={d.formats}
        columns={columns}
        rowKey={(f) => f.format}
        filename={`${d.url_slug}-every-format`}
        testId="format-careers-table"
        note={<>The career below is in {formatName(fmt)}.</>}
      />
      <p className="mt-2 text-xs text-slate-600">
        Ave: runs per dismissal; SR: runs per 100 balls faced; Econ: runs conceded per 6 legal balls. Only the matches Cricsheet holds count.
        {d.key_cricinfo && (
          <>
            {' '}
            <a className="text-sky-800 underline" href={`https://www.espncricinfo.com/cricketers/-${d.key_cricinfo}`} rel="noopener">
              Profile on ESPNcricinfo
            </a>
            .
          </>
        )}
      </p>
    </section>
  );
}
