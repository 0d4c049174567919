// One number formatter for the widgets: `toLocaleString('en-US')` builds a formatter on every call, which a city
// page's render made hundreds of times. Same output (grouping, at most 3 fraction digits).
const usNumber = new Intl.NumberFormat('en-US');

/** 12,345.678 as en-US writes it. */
export const formatNumber = (value: number): string => usNumber.format(value);

/** Rounded to a whole number, with thousands separators: 1,235. */
export const formatWhole = (value: number): string => usNumber.format(Math.round(value));
