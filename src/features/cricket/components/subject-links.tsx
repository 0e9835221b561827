import { Link } from 'wouter';
import { linkTo } from '../../../../contracts/route-manifest';

/** Links between the teams, series, grounds and umpires pages. */
export function SubjectLinks() {
  const items = [
    { path: linkTo('/cricket/teams'), name: 'Teams' },
    { path: linkTo('/cricket/series'), name: 'Series' },
    { path: linkTo('/cricket/grounds'), name: 'Grounds' },
    { path: linkTo('/cricket/umpires'), name: 'Umpires' },
    { path: linkTo('/cricket/records'), name: 'Records' },
  ];
  return (
    <nav aria-label="Teams, series and grounds" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {items.map((i) => (
        <Link key={i.path} href={i.path} className="link">
          {i.name}
        </Link>
      ))}
    </nav>
  );
}
