/** A link's own addresses, outside /api: `/r/<slug>` is the web app's public page, `/r/<slug>.pdf` the PDF. */
export const SHARE_PAGES_PREFIX = '/r';
export const sharePagePath = (slug: string) => `${SHARE_PAGES_PREFIX}/${slug}`;
export const sharePdfPath = (slug: string) => `${sharePagePath(slug)}.pdf`;

/** The cookie a right password sets for one link. */
export const shareAccessCookie = (slug: string) => `vitae_share_${slug}`;

/** X-Robots-Tag of a link's addresses: search engines may index a shared page only when its owner said so. */
export const robotsHeader = (indexable: boolean) => (indexable ? 'all' : 'noindex, nofollow');
