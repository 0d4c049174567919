import { Fragment } from 'react';
import { Facts } from './block-styles';

/** A term and its value; a null value leaves the term out. */
export type Fact = readonly [term: string, value: string | null];

/** A card's term and value pairs, those with a value, in order. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Facts>
      {facts
        .filter((fact): fact is readonly [string, string] => fact[1] !== null)
        .map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </Facts>
  );
}
