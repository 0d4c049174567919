// Apart from city-options.ts, which searches the cities catalogue: the link needs no catalogue.

/** Where 'submit a request' goes for a city that is not covered (the request-a-city form). */
export function requestCityHref(name: string): string {
  const typed = name.trim();
  return typed ? `/request-a-city?name=${encodeURIComponent(typed)}` : '/request-a-city';
}
