/**
 * Footer social links, configured at build time: `VITE_SOCIAL_GITHUB_URL`,
 * `VITE_SOCIAL_LINKEDIN_URL` and `VITE_SOCIAL_X_URL` are read by `npm run build`
 * (Vite writes them into the bundle, so server rendering and prerendering see the
 * same links as the browser). An unset, empty or non-http(s) value hides that link.
 */
export interface SocialLink {
  network: 'github' | 'linkedin' | 'x';
  label: string;
  href: string;
}

const NETWORKS: { network: SocialLink['network']; label: string; env: string }[] = [
  { network: 'github', label: 'GitHub', env: 'VITE_SOCIAL_GITHUB_URL' },
  { network: 'linkedin', label: 'LinkedIn', env: 'VITE_SOCIAL_LINKEDIN_URL' },
  { network: 'x', label: 'X (Twitter)', env: 'VITE_SOCIAL_X_URL' },
];

function validUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The configured links, in a fixed order; `env` defaults to the build's `import.meta.env`. */
export function socialLinks(env: Record<string, unknown> = import.meta.env): SocialLink[] {
  const out: SocialLink[] = [];
  for (const n of NETWORKS) {
    const href = validUrl(env[n.env]);
    if (href) out.push({ network: n.network, label: n.label, href });
  }
  return out;
}
