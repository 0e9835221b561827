import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { cupsOptions, teamLeaguesOptions } from '../../../lib/league-queries';
import { linkTo } from '../../../../contracts/route-manifest';

/** The league's cups, each linked to its page (the hub is where a visitor finds them); nothing when there are none. */
export function CupLinks() {
  const cups = useQuery(cupsOptions());
  if (!cups.data?.length) return null;
  return (
    <section aria-labelledby="cups-title" data-testid="cup-links">
      <h2 id="cups-title" className="mb-2 text-2xl font-semibold text-slate-900">
        Cups
      </h2>
      <ul className="flex flex-wrap gap-2">
        {cups.data.map((c) => (
          <li key={c.url_slug}>
            <Link href={linkTo('/pool/cup/:cupSlug', { cupSlug: c.url_slug })} className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100">
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The team leagues, each linked to its divisions' page; nothing when there are none. */
export function TeamLeagueLinks() {
  const leagues = useQuery(teamLeaguesOptions());
  if (!leagues.data?.length) return null;
  return (
    <section aria-labelledby="team-leagues-title" data-testid="team-league-links">
      <h2 id="team-leagues-title" className="mb-2 text-2xl font-semibold text-slate-900">
        Team leagues
      </h2>
      <ul className="flex flex-wrap gap-2">
        {leagues.data.map((l) => (
          <li key={l.url_slug}>
            <Link href={linkTo('/pool/league/:leagueSlug', { leagueSlug: l.url_slug })} className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100">
              {l.name} ({l.teams} teams in {l.divisions} divisions)
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
