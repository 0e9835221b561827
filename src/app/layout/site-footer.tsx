import { Link } from 'wouter';
import { GithubIcon, LinkedinIcon, XIcon } from '../../components/icons';
import { BRAND, PROJECTS } from '../../lib/site';
import { socialLinks } from '../../lib/social-links';
import { linkTo } from '../../../contracts/route-manifest';

const ICONS = { github: GithubIcon, linkedin: LinkedinIcon, x: XIcon };
/** Configured at build time (README "Configuration"); a network that is not set is not shown. */
const SOCIAL = socialLinks();

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{BRAND}</p>
          <p className="mt-2 text-sm text-slate-300">
            Predicting and reporting sports performance with analytics, machine learning and sports modelling.
          </p>
        </div>
        <nav aria-label="Projects">
          <p className="text-sm font-semibold text-white">Projects</p>
          <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {PROJECTS.map((p) => (
              <li key={p.href}>
                <Link href={p.href} className="hover:text-white hover:underline">
                  {p.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {SOCIAL.length > 0 ? (
        <div>
          <p className="text-sm font-semibold text-white">Follow</p>
          <ul className="mt-2 flex gap-3" data-testid="social-links">
            {SOCIAL.map(({ label, href, network }) => {
              const Icon = ICONS[network];
              return (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-slate-700 hover:text-white"
                >
                  <Icon width={18} height={18} />
                </a>
              </li>
              );
            })}
          </ul>
        </div>
        ) : null}
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        <Link href={linkTo('/admin')} className="hover:text-white" data-testid="footer-admin-link">
          © {year}
        </Link>{' '}
        {BRAND}
        <span aria-hidden="true"> · </span>
        {/* A page of the server, not of the app: a full page load. */}
        <a href="/api/docs" className="hover:text-white hover:underline" data-testid="footer-api-link">
          API reference
        </a>
      </div>
    </footer>
  );
}
