import { Link } from 'wouter';
import type { DataCoverage } from '../../api/cricket-types';
import { fmtDate } from '../../utils/summarise';
import { linkTo } from '../../../../../contracts/route-manifest';
import { formatNumber } from '../../../../../common/number-text';

/** Attribution required by Cricsheet's ODC-BY licence, with the span of the data. */
export function CricsheetCredit({ coverage }: { coverage?: DataCoverage }) {
  return (
    <p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600" data-testid="cricsheet-credit">
      Match data from{' '}
      <a className="link" href="https://cricsheet.org" rel="noopener">
        Cricsheet (cricsheet.org)
      </a>
      , under the Open Data Commons Attribution License. The figures cover the men&apos;s Tests in Cricsheet&apos;s archive
      {coverage && coverage.first_match_date
        ? ` (${formatNumber(coverage.matches)} ${coverage.matches === 1 ? 'match' : 'matches'}, ${fmtDate(coverage.first_match_date)} to ${fmtDate(coverage.last_match_date)})`
        : ''}
      ; Tests Cricsheet does not hold are not counted, so some careers (especially before 2009) are incomplete:{' '}
      <Link href={linkTo('/cricket/coverage')} className="link">
        see which Tests the archive holds
      </Link>
      .
    </p>
  );
}
