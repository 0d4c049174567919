import type { School } from '@civicbrief/contracts';
import * as z from 'zod';
import { requestJson, shaped } from '../http-json';
import type { AdapterContext, SchoolsProvider } from '../provider-types';
import { gradeLevel, levelCodes } from './grades';
import { stateFips } from './state-fips';

const PROVIDER = 'nces';

const count = z.number().nullable().optional();
/** GET /api/v1/schools/ccd/directory/{year}/: the NCES Common Core of Data directory (only what we read). */
const Directory = z.object({
  results: z
    .array(
      z.object({
        ncessch: z.union([z.string(), z.number()]).transform(String),
        school_name: z.string(),
        street_location: z.string().nullable().optional(),
        city_location: z.string().nullable().optional(),
        state_location: z.string().nullable().optional(),
        zip_location: z.union([z.string(), z.number()]).nullable().optional(),
        lowest_grade_offered: count,
        highest_grade_offered: count,
        enrollment: count,
        teachers_fte: count,
        charter: count,
      }),
    )
    .max(20_000),
});
type Row = z.infer<typeof Directory>['results'][number];

/** Negative values are the portal's codes for missing, not applicable and suppressed. */
const known = (value: number | null | undefined) => (value != null && value >= 0 ? value : undefined);

interface DirectorySchool {
  school: School;
  charter: boolean;
}

function toSchool(row: Row): DirectorySchool {
  const enrollment = known(row.enrollment);
  const teachers = known(row.teachers_fte);
  const ratio = enrollment !== undefined && teachers ? Math.round((enrollment / teachers) * 10) / 10 : undefined;
  return {
    charter: row.charter === 1,
    school: {
      'universal-id': row.ncessch,
      name: row.school_name,
      rating: 'NOT RATED',
      'level-codes': levelCodes(row.lowest_grade_offered, row.highest_grade_offered),
      level: gradeLevel(row.lowest_grade_offered, row.highest_grade_offered),
      'overview-url': `https://nces.ed.gov/ccd/schoolsearch/school_detail.asp?ID=${encodeURIComponent(row.ncessch)}`,
      street: row.street_location ?? '',
      city: row.city_location ?? '',
      state: row.state_location ?? '',
      zip: row.zip_location == null ? '' : String(row.zip_location),
      metrics: {
        ...(enrollment !== undefined && { enrollment }),
        ...(ratio !== undefined && { 'student-teacher-ratio': ratio }),
      },
    },
  };
}

/**
 * Without a GreatSchools key: public schools from the NCES Common Core of Data through the Urban Institute's
 * Education Data Portal (no key), by state FIPS and city, in GreatSchools' shape with rating 'NOT RATED' and a
 * link to the school's NCES page. The CCD holds public (and charter) schools only: 'private' finds none.
 */
export function createUrbanSchools({ config, cachedSource }: AdapterContext): SchoolsProvider {
  const { urbanUrl, ccdYear, ttlMs } = config.schools;
  const fetchCached = cachedSource(PROVIDER, ttlMs);
  return {
    name: PROVIDER,
    schools: async (city, { limit, type }) => {
      const fips = stateFips(city.stateCode);
      const cityName = city.name.toUpperCase();
      const answer = await fetchCached(`${ccdYear}:${city.slug}`, async (signal) => {
        if (fips === undefined) return [];
        const query = new URLSearchParams({ fips: String(fips), city_location: cityName });
        const url = `${urbanUrl}/api/v1/schools/ccd/directory/${ccdYear}/?${query}`;
        const directory = shaped(PROVIDER, Directory, await requestJson(PROVIDER, url, { signal }, config.userAgent));
        // The city filter is checked again here: a portal that ignored it would answer the whole state.
        return directory.results.filter((row) => row.city_location?.toUpperCase() === cityName).map(toSchool);
      });
      const wanted = answer.value.filter(({ charter }) =>
        type === 'public' ? !charter : type === 'charter' ? charter : type !== 'private',
      );
      return { ...answer, value: wanted.slice(0, limit).map(({ school }) => school) };
    },
  };
}
