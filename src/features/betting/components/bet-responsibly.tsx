/**
 * The responsible-gambling notice on every betting page (the hub, each article, each calculator and the bankroll
 * lab's article), as UK operators and tipsters carry one: the same words everywhere, with links to the free,
 * confidential help a UK bettor would be pointed to (GamCare's National Gambling Helpline, GambleAware, GAMSTOP
 * self-exclusion, Gamblers Anonymous).
 */
const HELP = [
  { href: 'https://www.gamcare.org.uk/', label: 'GamCare', what: 'National Gambling Helpline 0808 8020 133, free, 24 hours' },
  { href: 'https://www.gambleaware.org/', label: 'GambleAware', what: 'advice, tools and treatment' },
  { href: 'https://www.gamstop.co.uk/', label: 'GAMSTOP', what: 'block yourself from UK betting sites' },
  { href: 'https://www.gamblersanonymous.org.uk/', label: 'Gamblers Anonymous', what: 'local meetings' },
];

export function BetResponsibly({ className = 'mt-10' }: { className?: string }) {
  return (
    <aside className={`card border-amber-200 bg-amber-50 ${className}`} aria-labelledby="bet-responsibly" data-testid="bet-responsibly">
      <h2 id="bet-responsibly" className="text-lg font-semibold text-amber-950">
        Bet responsibly
      </h2>
      <p className="mt-2 text-sm text-amber-950">
        Betting is entertainment with a negative expected value for almost everyone. Only stake money you can afford to
        lose, set limits before you start, and if betting stops being fun, free confidential help is available. 18+ only.
      </p>
      <ul className="mt-2 space-y-1 text-sm text-amber-950">
        {HELP.map((h) => (
          <li key={h.href}>
            <a href={h.href} className="link" rel="noopener noreferrer">
              {h.label}
            </a>
            : {h.what}
          </li>
        ))}
      </ul>
    </aside>
  );
}
