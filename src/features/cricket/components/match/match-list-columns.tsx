import { Link } from 'wouter';
import { linkTo } from '../../../../../contracts/route-manifest';
import type { DataColumn } from '../../../../components/data-table';
import type { MatchListItem } from '../../api/cricket-types';
import { teamScores } from '../../utils/scorecard-text';
import { fmtDate } from '../../utils/summarise';
import { matchTitle } from '../../../../../common/cricket/match-title';

/** The matches list's columns: the match (linked to its scorecard), date, ground, each team's scores, result and Test number. */
export const MATCH_LIST_COLUMNS: DataColumn<MatchListItem>[] = [
  {
    id: 'match',
    header: 'Match',
    rowHeader: true,
    cardTitle: true,
    render: (m) => (
      <Link href={linkTo('/cricket/match/:matchId', { matchId: m.match_id })} className="link whitespace-nowrap font-semibold">
        {matchTitle(m)}
      </Link>
    ),
  },
  { id: 'date', header: 'Date', nowrap: true, render: (m) => fmtDate(m.start_date) },
  { id: 'ground', header: 'Ground', render: (m) => (m.host_country ? `${m.ground}, ${m.host_country}` : m.ground), className: 'min-w-[10rem]' },
  {
    id: 'scores',
    header: 'Scores',
    render: (m) =>
      m.innings.length ? (
        <span className="whitespace-nowrap tabular-nums">
          {teamScores(m.innings).map((t) => (
            <span key={t.team} className="block">
              {t.team} {t.scores}
            </span>
          ))}
        </span>
      ) : (
        '-'
      ),
  },
  { id: 'result', header: 'Result', render: (m) => m.result.text, className: 'min-w-[10rem]' },
  { id: 'test', header: 'Test no.', numeric: true, render: (m) => m.test_number ?? '-' },
];
