// What each provider answers, in its documented shape (only the fields a client commonly reads, plus a few
// neighbours so the adapters are tested against realistic answers). Deterministic: the same request, the same
// answer, dated from `today`.

/**
 * A pet photo the browser can show with no network: Petfinder answers image URLs (on its CDN); offline, the
 * same fields hold small SVG images as data: URLs, which the pages' CSP allows and nothing has to fetch.
 */
function fakePhoto(name, size) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="225" viewBox="0 0 300 225"><rect width="300" height="225" fill="#d9e6f2"/><text x="150" y="120" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#1f3a5f">${name} (${size})</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const conditions = [
  ['Sunny', 'skc', 1000, 113],
  ['Partly Cloudy', 'sct', 1003, 116],
  ['Mostly Cloudy', 'bkn', 1006, 119],
  ['Chance Rain Showers', 'rain_showers', 1063, 176],
  ['Patchy Fog', 'fog', 1135, 248],
  ['Clear', 'skc', 1000, 113],
  ['Breezy', 'wind_few', 1003, 116],
];

const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

/** NWS GET /points/{lat},{lon}: a grid cell derived from the coordinates. */
export function nwsPoint(origin, lat, lon) {
  const gridX = Math.abs(Math.round(lat * 10)) % 200;
  const gridY = Math.abs(Math.round(lon * 10)) % 200;
  return {
    '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld'],
    id: `${origin}/points/${lat},${lon}`,
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: {
      '@id': `${origin}/points/${lat},${lon}`,
      '@type': 'wx:Point',
      cwa: 'MTR',
      forecastOffice: `${origin}/offices/MTR`,
      gridId: 'MTR',
      gridX,
      gridY,
      forecast: `${origin}/gridpoints/MTR/${gridX},${gridY}/forecast`,
      forecastHourly: `${origin}/gridpoints/MTR/${gridX},${gridY}/forecast/hourly`,
      forecastGridData: `${origin}/gridpoints/MTR/${gridX},${gridY}`,
      timeZone: 'America/Los_Angeles',
      radarStation: 'KMUX',
    },
  };
}

/** The temperatures of day i: a high of 60 + i °F and a low of 45 + i °F. */
export const fakeHigh = (index) => 60 + index;
export const fakeLow = (index) => 45 + index;

/** NWS GET /gridpoints/{office}/{x},{y}/forecast: 14 twelve-hour periods from 6 am of `today`, day first. */
export function nwsForecast(origin, today, periodsCount = 14) {
  const periods = Array.from({ length: periodsCount }, (_, number) => {
    const index = Math.floor(number / 2);
    const isDaytime = number % 2 === 0;
    const date = addDays(today, index);
    const [text, icon] = conditions[index % conditions.length];
    const start = isDaytime ? `${date}T06:00:00-08:00` : `${date}T18:00:00-08:00`;
    const end = isDaytime ? `${date}T18:00:00-08:00` : `${addDays(date, 1)}T06:00:00-08:00`;
    return {
      number: number + 1,
      name: index === 0 ? (isDaytime ? 'Today' : 'Tonight') : `${weekday(date)}${isDaytime ? '' : ' Night'}`,
      startTime: start,
      endTime: end,
      isDaytime,
      temperature: isDaytime ? fakeHigh(index) : fakeLow(index),
      temperatureUnit: 'F',
      temperatureTrend: null,
      probabilityOfPrecipitation: { unitCode: 'wmoUnit:percent', value: index * 5 },
      windSpeed: '5 to 10 mph',
      windDirection: 'NW',
      icon: `${origin}/icons/land/${isDaytime ? 'day' : 'night'}/${icon}?size=medium`,
      shortForecast: text,
      detailedForecast: `${text}, with a ${isDaytime ? 'high' : 'low'} near ${isDaytime ? fakeHigh(index) : fakeLow(index)}.`,
    };
  });
  return {
    '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld'],
    type: 'Feature',
    properties: {
      units: 'us',
      forecastGenerator: 'BaselineForecastGenerator',
      generatedAt: `${today}T04:00:00+00:00`,
      updateTime: `${today}T03:00:00+00:00`,
      periods,
    },
  };
}

/** WeatherAPI.com GET /v1/forecast.json?key&q&days. */
export function weatherApiForecast(q, days, today) {
  const [lat, lon] = q.split(',').map(Number);
  return {
    location: {
      name: 'Fake Town',
      region: 'California',
      country: 'United States of America',
      lat,
      lon,
      tz_id: 'America/Los_Angeles',
      localtime_epoch: Date.parse(`${today}T12:00:00Z`) / 1000,
      localtime: `${today} 12:00`,
    },
    current: {
      temp_f: 61,
      temp_c: 16.1,
      condition: { text: 'Sunny', icon: '//cdn.weatherapi.com/weather/64x64/day/113.png', code: 1000 },
    },
    forecast: {
      forecastday: Array.from({ length: Math.min(days, 14) }, (_, index) => {
        const date = addDays(today, index);
        const [text, , code, icon] = conditions[index % conditions.length];
        const f = (c) => Math.round(((c - 32) / 1.8) * 10) / 10;
        return {
          date,
          date_epoch: Date.parse(`${date}T00:00:00Z`) / 1000,
          day: {
            maxtemp_c: f(fakeHigh(index)),
            maxtemp_f: fakeHigh(index),
            mintemp_c: f(fakeLow(index)),
            mintemp_f: fakeLow(index),
            avgtemp_f: (fakeHigh(index) + fakeLow(index)) / 2,
            daily_chance_of_rain: index * 5,
            condition: { text, icon: `//cdn.weatherapi.com/weather/64x64/day/${icon}.png`, code },
            uv: 5,
          },
          astro: { sunrise: '06:45 AM', sunset: '07:30 PM' },
          hour: [],
        };
      }),
    },
  };
}

const schoolNames = [
  'Lincoln Elementary',
  'Washington Middle',
  'Jefferson High',
  'Roosevelt K-8 Charter',
  'Adams Elementary',
  'Madison High',
];
const grades = [
  [0, 5, 1],
  [6, 8, 2],
  [9, 12, 3],
  [0, 8, 4],
  [-1, 5, 1],
  [9, 12, 3],
];

/** Education Data Portal GET /api/v1/schools/ccd/directory/{year}/?fips&city_location: six schools of the city. */
export function urbanDirectory(year, fips, city) {
  const results = schoolNames.map((name, index) => {
    const [lowest, highest, level] = grades[index];
    const ncessch = `${String(fips).padStart(2, '0')}${String(1000000000 + index * 7919).slice(-10)}`;
    return {
      year: Number(year),
      ncessch,
      ncessch_num: Number(ncessch),
      school_name: name.toUpperCase(),
      leaid: ncessch.slice(0, 7),
      lea_name: `${city} UNIFIED`,
      street_location: `${100 + index * 10} MAIN ST`,
      city_location: city,
      state_location: 'CA',
      zip_location: String(95070 + index),
      latitude: 37.26,
      longitude: -122.03,
      school_level: level,
      school_type: 1,
      school_status: 1,
      charter: index === 3 ? 1 : 0,
      lowest_grade_offered: lowest,
      highest_grade_offered: highest,
      // One school with its enrollment not reported (-1): its metrics stay empty.
      enrollment: index === 5 ? -1 : 300 + index * 100,
      teachers_fte: index === 5 ? -1 : 15 + index * 4,
      fips: Number(fips),
    };
  });
  return { count: results.length, next: null, previous: null, results };
}

/** GreatSchools GET /schools?city&state&limit&school_type. */
export function greatSchoolsList(city, state, limit) {
  const schools = schoolNames.slice(0, Math.min(limit, schoolNames.length)).map((name, index) => ({
    'universal-id': `06${String(10000 + index)}`,
    'nces-id': `06${String(1000000000 + index)}`,
    'state-id': String(4300000 + index),
    name,
    'school-summary': `${name} is a public school in ${city}.`,
    type: index === 3 ? 'charter' : 'public',
    'level-codes': ['e', 'm', 'h', 'e,m', 'e', 'h'][index],
    level: ['K,1,2,3,4,5', '6,7,8', '9,10,11,12', 'K,1,2,3,4,5,6,7,8', 'PK,K,1,2,3,4,5', '9,10,11,12'][index],
    street: `${100 + index * 10} Main St`,
    city,
    state,
    zip: String(95070 + index),
    phone: '(408) 555-0100',
    county: 'Santa Clara County',
    lat: 37.26,
    lon: -122.03,
    'district-name': `${city} Unified School District`,
    'district-id': 123,
    'web-site': null,
    'overview-url': `https://www.greatschools.org/california/${city.toLowerCase()}/${10000 + index}-${name.replace(/ /g, '-')}/`,
    rating: index === 4 ? null : 10 - index,
    'rating-description': index === 4 ? null : 'Above average',
  }));
  return { schools, cur_page: 0, total_count: schools.length, last_page: 0 };
}

/** GreatSchools GET /schools/{universal-id}/metrics. */
export function greatSchoolsMetrics(id) {
  const index = Number(id.slice(-1));
  return {
    enrollment: 400 + index * 50,
    'student-teacher-ratio': 18 + index,
    'head-official-name': 'A. Principal',
    'percent-free-and-reduced-price-lunch': 12,
  };
}

/** Petfinder GET /v2/animals: four adoptable animals, one without photos. */
export function petfinderAnimals(location) {
  const animals = ['Biscuit', 'Luna', 'Pepper', 'Mochi'].map((name, index) => ({
    id: 70000000 + index,
    organization_id: 'CA123',
    url: `https://www.petfinder.com/dog/${name.toLowerCase()}-${70000000 + index}/ca/saratoga/fake-shelter-ca123/`,
    type: index % 2 ? 'Cat' : 'Dog',
    species: index % 2 ? 'Cat' : 'Dog',
    breeds: {
      primary: index % 2 ? 'Domestic Short Hair' : 'Labrador Retriever',
      secondary: null,
      mixed: index === 0,
      unknown: false,
    },
    colors: { primary: null, secondary: null, tertiary: null },
    age: ['Baby', 'Young', 'Adult', 'Senior'][index],
    gender: index % 2 ? 'Female' : 'Male',
    size: ['Small', 'Medium', 'Large', 'Small'][index],
    coat: null,
    attributes: {
      spayed_neutered: true,
      house_trained: true,
      declawed: null,
      special_needs: false,
      shots_current: true,
    },
    tags: index === 1 ? ['Friendly', 'Playful'] : [],
    name,
    description: `${name} is looking for a home near ${location}.`,
    photos:
      index === 3
        ? []
        : [Object.fromEntries(['small', 'medium', 'large', 'full'].map((size) => [size, fakePhoto(name, size)]))],
    primary_photo_cropped: null,
    videos: [],
    status: 'adoptable',
    published_at: '2026-01-05T16:00:00+0000',
    distance: index * 1.5,
    contact: {
      email: 'adopt@shelter.example',
      phone: null,
      address: { city: 'Saratoga', state: 'CA', postcode: '95070', country: 'US' },
    },
    _links: { self: { href: `/v2/animals/${70000000 + index}` } },
  }));
  return { animals, pagination: { count_per_page: 20, total_count: animals.length, current_page: 1, total_pages: 1 } };
}
