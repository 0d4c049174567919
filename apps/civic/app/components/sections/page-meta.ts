/** A page's meta tags: its title ('… | CivicBrief') and description. */
export const pageMeta = (title: string, description: string) => [
  { title: `${title} | CivicBrief` },
  { name: 'description', content: description },
];
