import { findCity } from '@civicbrief/locations';
import {
  createSavedLocationsRepository,
  createUsersRepository,
  DuplicateEmailError,
  type Database,
} from '@civicbrief/gateway-db';

/**
 * The demo account of a local run: it signs in on /login (in preview mode) and shows these saved cities
 * on /dashboard. The password is public on purpose; never seed this into a shared deployment's users.
 */
export const demoUser = {
  email: 'demo@civicbrief.example',
  password: 'civicbrief-demo',
  name: 'Demo Resident',
} as const;

export const demoLocations = [
  ['Saratoga', 'CA'],
  ['Palo Alto', 'CA'],
  ['West Des Moines', 'IA'],
] as const;

/** Creates the demo user and its saved locations when missing; safe to run on every start. */
export async function ensureDemoUser(db: Database): Promise<{ created: boolean }> {
  const users = createUsersRepository(db);
  let created = true;
  try {
    await users.create(demoUser);
  } catch (error) {
    if (!(error instanceof DuplicateEmailError)) throw error;
    created = false;
  }
  // A wrong password here means someone changed the account on purpose: leave it and its cities alone.
  const user = await users.authenticate(demoUser.email, demoUser.password);
  if (!user) return { created };
  const locations = createSavedLocationsRepository(db);
  for (const [name, state] of demoLocations) {
    const city = findCity(name, state);
    if (!city) throw new Error(`Demo location ${name}, ${state} is not in @civicbrief/locations`);
    await locations.save(user.id, {
      city: city.name,
      county: city.counties.join(', '),
      state: city.state,
      slug: city.slug,
    });
  }
  return { created };
}
