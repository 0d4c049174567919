import { structuredDataFor } from './structured-data';
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

/** JSON inside <script> must not be able to close the tag or open a comment: `<` becomes `\u003c`. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Canonical link, extra meta tags and (on the four spec'd paths) JSON-LD, for use inside <head>. */
export function PageHead({ siteOrigin, pathname, metaEntries = [] }: PageHeadProps) {
  const structuredData = structuredDataFor(pathname, siteOrigin);
  return (
    <>
      <link rel="canonical" href={absoluteUrl(siteOrigin, pathname)} />
      {metaEntries.map((entry, index) => (
        <MetaTag key={`${entry.property}:${entry.value}:${index}`} entry={entry} />
      ))}
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData) }} />
      ) : null}
    </>
  );
}
