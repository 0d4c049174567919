import { buildSchema, Kind, parse, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { gql } from '@urql/core';
import { CONTENT_MAX_DEPTH, contentTypeDefs } from '@civicbrief/contracts';
import * as contentClient from '../../index';

const schema = buildSchema(contentTypeDefs);

/** Every `...Document` the lib exports, by name: a new document is checked without editing this test. */
const documents = Object.entries(contentClient).filter(([name]) => name.endsWith('Document')) as [
  string,
  DocumentNode,
][];

/** Deepest field nesting of a selection set, following fragment spreads (the gateway's depth limit counts fields). */
function depth(
  document: DocumentNode,
  selections = (document.definitions[0] as OperationDefinitionNode).selectionSet.selections,
): number {
  return Math.max(
    0,
    ...selections.map((selection) => {
      if (selection.kind === Kind.FIELD)
        return selection.selectionSet ? 1 + depth(document, selection.selectionSet.selections) : 1;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = document.definitions.find(
          (d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === selection.name.value,
        );
        return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION
          ? depth(document, fragment.selectionSet.selections)
          : 0;
      }
      return depth(document, selection.selectionSet.selections);
    }),
  );
}

describe('content documents', () => {
  it('covers every content query of spec §7', () => {
    expect(documents.map(([name]) => name).sort()).toEqual([
      'CityPageDocument',
      'ExistingSlugsDocument',
      'MunicipalCodePagesDocument',
      'PageBySlugDocument',
      'RecentAgendaSummariesDocument',
      'RecentArticlesDocument',
      'RecentSummariesDocument',
      'RecentSummariesInYearDocument',
      'RelatedArticlesDocument',
      'ResourcePagesDocument',
      'SummaryIdsByCityDocument',
      'SummaryYearSpanDocument',
      'VoterGuidesDocument',
    ]);
  });

  it.each(documents)('%s validates against the content SDL with zero errors', (name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operation?.kind === Kind.OPERATION_DEFINITION && operation.name?.value).toBe(name.replace(/Document$/, ''));
  });

  it.each(documents)('%s stays within the content API depth limit', (_name, document) => {
    expect(depth(document)).toBeLessThanOrEqual(CONTENT_MAX_DEPTH);
  });

  it('the validator sees the errors of a wrong document built with gql', () => {
    const wrong = gql`
      query Wrong($slug: Int!) {
        page(slug: $slug) {
          author
        }
      }
    `;
    expect(validate(schema, wrong).length).toBeGreaterThanOrEqual(2);
  });

  it('depth counts fields through fragments', () => {
    expect(depth(parse('query { page(slug: "a") { ...F } } fragment F on Page { sys { id } }'))).toBe(3);
  });
});
