/**
 * @jest-environment node
 */
import { PetsCarousel } from './pets/pets-carousel';
import { SchoolsList } from './schools/schools-list';
import { WeatherForecast } from './weather/weather-forecast';
import { serverRender } from '../server-render.testing';

// The jest config maps styled-components to its browser build for jsdom; a server renders with the Node build.
jest.mock('styled-components', () =>
  jest.requireActual(require.resolve('styled-components').replace(/[^/\\]+$/, 'styled-components.cjs.js')),
);

// The city page renders these blocks on the server: no window, no document.
describe('widgets on the server', () => {
  it('runs without a window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the forecast, the schools and the pets with their links and sized, lazy images', () => {
    const { html, styles } = serverRender(
      <>
        <WeatherForecast
          days={[
            { date: '2025-06-02', minF: 55, maxF: 78, condition: 'Sunny', iconUrl: 'https://icons.example/113.png' },
          ]}
        />
        <SchoolsList
          schools={[
            {
              id: '0600001',
              name: 'Foothill Elementary School',
              rating: null,
              levelCodes: 'e',
              level: 'K,1,2,3,4,5',
              enrollment: 412,
              studentTeacherRatio: 21.7,
              address: '13919 Lynde Ave, Saratoga, CA 95070',
              overviewUrl: 'https://schools.example/foothill',
            },
          ]}
        />
        <PetsCarousel
          pets={[
            {
              id: 1,
              name: 'Biscuit',
              url: 'https://pets.example/biscuit',
              photos: [{ medium: 'https://pets.example/1.jpg' }],
            },
          ]}
        />
      </>,
    );
    expect(html).toContain('Monday');
    expect(html).toMatch(/<img[^>]*alt="Sunny"[^>]*width="64" height="64" loading="lazy"/);
    expect(html).toContain('href="https://schools.example/foothill"');
    expect(html).toContain('NOT RATED');
    expect(html).toContain('K-5');
    expect(html).toContain('21:1');
    expect(html).toContain('href="https://pets.example/biscuit"');
    expect(html).toMatch(/<img[^>]*alt="Photo of Biscuit"[^>]*width="245" height="185" loading="lazy"/);
    expect(html).toContain('aria-label="Next pets"');
    expect(styles).toContain('scroll-snap-type:x mandatory');
  });

  it('renders the loading and error states', () => {
    const { html } = serverRender(
      <>
        <WeatherForecast status="loading" />
        <SchoolsList status="error" retryHref="/ca/santa-clara-county/saratoga" />
        <PetsCarousel status="error" retryHref="/ca/santa-clara-county/saratoga" />
      </>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading the weather forecast');
    expect(html).toContain('Error while loading the schools');
    expect(html).toContain('We&#x27;ve had a little problem');
    expect(html).toContain('href="/ca/santa-clara-county/saratoga"');
  });
});
