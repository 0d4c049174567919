import type { PetsAdoptableResult, SchoolsResult, WeatherForecastResult } from '@civicbrief/contracts';
import { FALLBACK_WEATHER_ICON, petViews, schoolViews, weatherDays, weatherIconUrl } from './widget-views';

const source = { provider: 'fake', fetchedAt: '2026-06-01T00:00:00.000Z', stale: false };

describe('widget views', () => {
  it('maps forecast days, giving protocol-relative icons https and replacing icons the CSP would block', () => {
    const result: WeatherForecastResult = {
      forecast: {
        forecastday: [
          {
            date: '2026-06-01',
            day: {
              mintemp_f: 45,
              maxtemp_f: 60.4,
              condition: { text: 'Sunny', icon: '//cdn.weatherapi.com/weather/64x64/day/113.png' },
            },
          },
          {
            date: '2026-06-02',
            day: {
              mintemp_f: 46,
              maxtemp_f: 61,
              condition: { text: 'Fog', icon: 'https://api.weather.gov/icons/land/day/fog?size=medium' },
            },
          },
        ],
      },
      source,
    };
    expect(weatherDays(result)).toEqual([
      {
        date: '2026-06-01',
        minF: 45,
        maxF: 60.4,
        condition: 'Sunny',
        iconUrl: 'https://cdn.weatherapi.com/weather/64x64/day/113.png',
      },
      {
        date: '2026-06-02',
        minF: 46,
        maxF: 61,
        condition: 'Fog',
        iconUrl: 'https://api.weather.gov/icons/land/day/fog?size=medium',
      },
    ]);
    expect(weatherIconUrl('http://127.0.0.1:4010/icons/land/day/skc')).toBe(FALLBACK_WEATHER_ICON);
    expect(weatherIconUrl('javascript:alert(1)')).toBe(FALLBACK_WEATHER_ICON);
    expect(weatherIconUrl('')).toBe(FALLBACK_WEATHER_ICON);
    expect(FALLBACK_WEATHER_ICON.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('maps schools: NOT RATED to null, level codes, missing metrics to null, the address on one line', () => {
    const school = {
      'universal-id': '0610000',
      name: 'Lincoln Elementary',
      rating: 8 as number | 'NOT RATED',
      'level-codes': 'e',
      level: 'K,1,2,3,4,5',
      'overview-url': 'https://www.greatschools.org/california/saratoga/10000-Lincoln-Elementary/',
      street: '100 Main St',
      city: 'Saratoga',
      state: 'CA',
      zip: '95070',
      metrics: { enrollment: 400, 'student-teacher-ratio': 18.6 },
    };
    const result: SchoolsResult = {
      schools: [
        school,
        { ...school, 'universal-id': '0610001', rating: 'NOT RATED', street: '', zip: '', metrics: {} },
      ],
      source,
    };
    expect(schoolViews(result)).toEqual([
      {
        id: '0610000',
        name: 'Lincoln Elementary',
        rating: 8,
        levelCodes: 'e',
        level: 'K,1,2,3,4,5',
        enrollment: 400,
        studentTeacherRatio: 18.6,
        address: '100 Main St, Saratoga, CA 95070',
        overviewUrl: 'https://www.greatschools.org/california/saratoga/10000-Lincoln-Elementary/',
      },
      expect.objectContaining({
        id: '0610001',
        rating: null,
        enrollment: null,
        studentTeacherRatio: null,
        address: 'Saratoga, CA',
      }),
    ]);
  });

  it('maps pets with their primary breed', () => {
    const pet = {
      id: 70000000,
      name: 'Biscuit',
      url: 'https://www.petfinder.com/dog/biscuit-70000000/',
      photos: [{ small: 's.jpg', medium: 'm.jpg', large: 'l.jpg', full: 'f.jpg' }],
      breeds: { primary: 'Labrador Retriever' },
      gender: 'Male',
      age: 'Baby',
      size: 'Small',
      tags: [],
    };
    const result: PetsAdoptableResult = {
      animals: [pet, { ...pet, id: 2, breeds: { primary: null }, photos: [] }],
      source,
    };
    expect(petViews(result)).toEqual([
      {
        id: 70000000,
        name: 'Biscuit',
        url: pet.url,
        photos: [{ small: 's.jpg', medium: 'm.jpg', large: 'l.jpg', full: 'f.jpg' }],
        breed: 'Labrador Retriever',
        age: 'Baby',
      },
      { id: 2, name: 'Biscuit', url: pet.url, photos: [], breed: null, age: 'Baby' },
    ]);
  });
});
