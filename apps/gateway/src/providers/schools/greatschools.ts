import type { School, SchoolType } from '@civicbrief/contracts';
import * as z from 'zod';
import { requestJson, shaped } from '../http-json';
import { ProviderFailure } from '../provider-failure';
import type { AdapterContext, SchoolsProvider } from '../provider-types';

const PROVIDER = 'greatschools';

const text = z.string().nullable().optional();
/** GET /schools: GreatSchools' school list (only what we read). */
const SchoolList = z.object({
  schools: z
    .array(
      z.object({
        'universal-id': z.string(),
        name: z.string(),
        rating: z.number().nullable().optional(),
        'level-codes': text,
        level: text,
        'overview-url': text,
        street: text,
        city: text,
        state: text,
        zip: text,
      }),
    )
    .max(200),
});

/** GET /schools/{universal-id}/metrics. */
const Metrics = z.object({
  enrollment: z.number().nullable().optional(),
  'student-teacher-ratio': z.number().nullable().optional(),
});

const typeParam: Record<SchoolType, string> = {
  '(public or charter)': 'public,charter',
  public: 'public',
  charter: 'charter',
  private: 'private',
};

/**
 * GreatSchools with GREATSCHOOLS_API_KEY (header x-api-key): the city's schools, then each one's metrics
 * (enrollment, student-teacher ratio) in parallel. A school whose metrics fail keeps empty metrics (the block
 * shows 'N/D'); the list failing fails the call.
 */
export function createGreatSchools({ config, cachedSource }: AdapterContext, apiKey: string): SchoolsProvider {
  const { greatSchoolsUrl, ttlMs } = config.schools;
  const fetchCached = cachedSource(PROVIDER, ttlMs);
  const headers = { 'x-api-key': apiKey };
  return {
    name: PROVIDER,
    schools: (city, { limit, type }) =>
      fetchCached(`${city.slug}:${type}:${limit}`, async (signal): Promise<School[]> => {
        const query = new URLSearchParams({
          city: city.name,
          state: city.stateCode,
          limit: String(limit),
          school_type: typeParam[type],
        });
        const list = shaped(
          PROVIDER,
          SchoolList,
          await requestJson(PROVIDER, `${greatSchoolsUrl}/schools?${query}`, { headers, signal }, config.userAgent),
        );
        return Promise.all(
          list.schools.slice(0, limit).map(async (school) => {
            const metricsUrl = `${greatSchoolsUrl}/schools/${encodeURIComponent(school['universal-id'])}/metrics`;
            const metrics = await requestJson(PROVIDER, metricsUrl, { headers, signal }, config.userAgent)
              .then((answer) => shaped(PROVIDER, Metrics, answer))
              .catch((error: unknown): z.infer<typeof Metrics> => {
                if (error instanceof ProviderFailure && error.kind === 'timeout') throw error;
                return {};
              });
            return {
              'universal-id': school['universal-id'],
              name: school.name,
              rating: school.rating ?? 'NOT RATED',
              'level-codes': school['level-codes'] ?? '',
              level: school.level ?? '',
              'overview-url': school['overview-url'] ?? '',
              street: school.street ?? '',
              city: school.city ?? '',
              state: school.state ?? '',
              zip: school.zip ?? '',
              metrics: {
                ...(metrics.enrollment != null && { enrollment: metrics.enrollment }),
                ...(metrics['student-teacher-ratio'] != null && {
                  'student-teacher-ratio': metrics['student-teacher-ratio'],
                }),
              },
            };
          }),
        );
      }),
  };
}
