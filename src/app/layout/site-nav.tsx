import { Link } from 'wouter';
import { LogoMark, ShieldIcon } from '../../components/icons';
import { useMounted } from '../../hooks/use-mounted';
import { useScrolledPast } from '../../hooks/use-scrolled-past';
import { useAuthStore } from '../../lib/auth-token';
import { BRAND } from '../../lib/site';
import { MobileMenu } from './mobile-menu';
import { ProjectsMenu } from './projects-menu';
import { linkTo } from '../../../contracts/route-manifest';
import { PlayerBadge } from '../../features/players/components/player-badge';

/** Navigation shrinks once the page is scrolled more than this many pixels. */
export const NAV_SHRINK_THRESHOLD = 50;

export function SiteNav() {
  const shrunk = useScrolledPast(NAV_SHRINK_THRESHOLD);
  // The admin link depends on local storage: only after mount, so the first render matches the server's HTML.
  const token = useAuthStore((s) => s.token);
  const mounted = useMounted();
  const signedIn = mounted && token !== null;

  return (
    <header
      data-testid="site-nav"
      data-shrunk={shrunk ? 'true' : 'false'}
      className={`sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur transition-[padding,box-shadow] duration-200 ${
        shrunk ? 'py-1 shadow-md' : 'py-3'
      }`}
    >
      <nav aria-label="Main" className="relative mx-auto flex max-w-6xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Link href={linkTo('/')} className="flex items-center gap-2 rounded-md font-bold text-slate-900" aria-label={`${BRAND} home`}>
          <LogoMark className={`transition-all duration-200 ${shrunk ? 'h-7 w-7' : 'h-9 w-9'}`} />
          <span className={`transition-all duration-200 ${shrunk ? 'text-base' : 'text-lg'}`}>{BRAND}</span>
        </Link>
        <div className="flex items-center gap-1">
          <div className="hidden items-center gap-1 md:flex">
            <ProjectsMenu />
            <Link
              href={linkTo('/about')}
              className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              About
            </Link>
          </div>
          <PlayerBadge />
          {signedIn ? (
            <Link
              href={linkTo('/admin')}
              className="rounded-md p-2 text-emerald-700 hover:bg-emerald-50"
              aria-label="Admin dashboard"
              data-testid="admin-link"
            >
              <ShieldIcon width={22} height={22} />
            </Link>
          ) : null}
          <MobileMenu />
        </div>
      </nav>
    </header>
  );
}
