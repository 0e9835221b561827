import { describe, expect, it } from 'vitest';
import { socialLinks } from '../../../src/lib/social-links';

describe('footer social links from the environment', () => {
  it('shows only the networks that are set, in a fixed order', () => {
    expect(socialLinks({})).toEqual([]);
    expect(
      socialLinks({ VITE_SOCIAL_X_URL: 'https://x.com/someone', VITE_SOCIAL_GITHUB_URL: 'https://github.com/someone' }),
    ).toEqual([
      { network: 'github', label: 'GitHub', href: 'https://github.com/someone' },
      { network: 'x', label: 'X (Twitter)', href: 'https://x.com/someone' },
    ]);
  });

  it('hides empty, malformed and non-http values', () => {
    expect(
      socialLinks({ VITE_SOCIAL_GITHUB_URL: '  ', VITE_SOCIAL_LINKEDIN_URL: 'javascript:alert(1)', VITE_SOCIAL_X_URL: 'not a url' }),
    ).toEqual([]);
    expect(socialLinks({ VITE_SOCIAL_LINKEDIN_URL: ' https://www.linkedin.com/in/a ' })).toEqual([
      { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/a' },
    ]);
  });
});
