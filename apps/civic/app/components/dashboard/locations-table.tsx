import type { SavedLocation } from '@civicbrief/contracts';
import { Link } from '@remix-run/react';
import { DataTable } from './data-table';

/** The spec's saved locations table: City, County, State, and an Action column with a 'Visit' link. */
export function LocationsTable({ locations }: { locations: readonly SavedLocation[] }) {
  return (
    <DataTable caption="Saved locations" columns={['City', 'County', 'State', 'Action']}>
      {locations.map((location) => (
        <tr key={location.id}>
          <th scope="row">{location.city}</th>
          <td>{location.county}</td>
          <td>{location.state}</td>
          <td>
            <Link to={`/${location.slug}`} aria-label={`Visit ${location.city}`}>
              Visit
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
