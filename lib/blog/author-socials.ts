/**
 * An author's `socials` (authors.yml or a post's inline author) as links, by the rules of
 * Docusaurus' plugin-content-blog (authorsSocials.ts): a known platform's handle becomes its
 * profile URL, a full http(s) URL stays as written, and an unknown platform keeps its value.
 * Shared code: no Node, no React.
 */

export interface AuthorSocial {
  platform: string;
  url: string;
}

const PROFILE: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** How a platform is named beside its link. */
const NAMES: Record<string, string> = { x: 'X', github: 'GitHub', linkedin: 'LinkedIn', stackoverflow: 'Stack Overflow', youtube: 'YouTube' };

export function socialName(platform: string): string {
  return NAMES[platform] ?? platform.charAt(0).toUpperCase() + platform.slice(1);
}

/** The links, in the order written; throws a message for a value Docusaurus refuses (a path that is not a URL). */
export function authorSocials(raw: unknown): AuthorSocial[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  return Object.entries(raw as Record<string, unknown>).map(([platform, value]) => {
    // (YAML reads a Stack Overflow id such as 82609 as a number.)
    const v = typeof value === 'number' ? String(value) : value;
    if (typeof v !== 'string' || (!/^https?:\/\//.test(v) && v.includes('/')))
      throw new Error(`socials.${platform} must be a handle or a full http(s) URL (got ${JSON.stringify(value)})`);
    if (/^https?:\/\//.test(v)) return { platform, url: v };
    const profile = PROFILE[platform.toLowerCase()];
    return profile ? { platform: platform.toLowerCase(), url: profile(v) } : { platform, url: v };
  });
}
