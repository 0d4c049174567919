// Facts about the organisation shared by the footer and the schema.org data, so they never disagree.
export const brand = {
  name: 'CivicBrief',
  /** Served from each app's public folder; made absolute with the site origin where needed. */
  logoPath: '/logo.svg',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/civicbrief' },
    { name: 'X', href: 'https://x.com/civicbrief' },
    { name: 'Facebook', href: 'https://www.facebook.com/civicbrief' },
  ],
};

export type SocialLink = { name: string; href: string };
