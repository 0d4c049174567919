import { absoluteUrl } from './url';

/**
 * One extra <meta> tag (spec: "property name, property value, content"):
 * `{ property: 'name', value: 'description', content: '...' }` renders `<meta name="description" content="...">`.
 */
export type MetaEntry = { property: 'name' | 'property' | 'http-equiv'; value: string; content: string };

export interface PageHeadProps {
  siteOrigin: string;
  pathname: string;
  metaEntries?: readonly MetaEntry[];
}

function MetaTag({ entry }: { entry: MetaEntry }) {
  switch (entry.property) {
    case 'name':
      return <meta name={entry.value} content={entry.content} />;
    case 'property':
      return <meta property={entry.value} content={entry.content} />;
    case 'http-equiv':
      return <meta httpEquiv={entry.value} content={entry.content} />;
    default:
      return entry.property satisfies never;
  }
}

/**
 * Canonical link and extra meta tags, for use inside <head>. JSON-LD (`structuredDataFor`) is built by a page's
 * loader and written by Remix's <Meta /> as a `script:ld+json` descriptor, so no page ships the code that builds it.
 */
export function PageHead({ siteOrigin, pathname, metaEntries = [] }: PageHeadProps) {
  return (
    <>
      <link rel="canonical" href={absoluteUrl(siteOrigin, pathname)} />
      {metaEntries.map((entry, index) => (
        <MetaTag key={`${entry.property}:${entry.value}:${index}`} entry={entry} />
      ))}
    </>
  );
}
