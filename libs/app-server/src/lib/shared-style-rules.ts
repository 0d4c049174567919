import type { ServerStyleSheet } from 'styled-components';

/**
 * The CSS rules stylis made for a styled component's class, kept for the life of the process and shared by
 * every request's sheet (decision 022).
 *
 * styled-components 6 runs stylis only for a class its sheet does not hold yet (`hasNameForId`), and a
 * server render gets a fresh `ServerStyleSheet` per request, so every request ran stylis again for every
 * class on the page (12-19% of the city page's server CPU). A class name is a hash of the component id,
 * the stylis options and the flattened CSS, so one (component id, class name) pair always stands for the
 * same rules (the browser's single sheet relies on the same). Each request still has its own sheet: it
 * receives the stored rules at the moment styled-components asks whether it holds the class, i.e. at the
 * point and in the order it would have inserted them itself, so its style tag is the same text as before.
 */
const compiledRules = new Map<string, string[]>();

/** Distinct classes kept; free-form interpolated values could otherwise grow the map without bound. */
export const MAX_SHARED_STYLE_RULES = 20_000;

interface SheetInternals {
  hasNameForId(id: string, name: string): boolean;
  insertRules(id: string, name: string, rules: string[]): void;
}

const keyOf = (id: string, name: string) => `${id} ${name}`;

/**
 * Lets `sheet` take the rules of classes an earlier request compiled instead of running stylis for them, and
 * stores the ones it compiles. Only the rules inserted right after a `hasNameForId` miss for the same class
 * (styled components and keyframes: miss, stylis, insert) are stored; global styles' own inserts are not.
 */
export function shareStyleRules(sheet: ServerStyleSheet): ServerStyleSheet {
  const instance = (sheet as unknown as { instance: SheetInternals }).instance;
  const hasNameForId = instance.hasNameForId.bind(instance);
  const insertRules = instance.insertRules.bind(instance);
  let missed: string | null = null;
  instance.hasNameForId = (id, name) => {
    if (hasNameForId(id, name)) return true;
    const key = keyOf(id, name);
    const rules = compiledRules.get(key);
    if (rules) {
      insertRules(id, name, rules);
      return true;
    }
    missed = key;
    return false;
  };
  instance.insertRules = (id, name, rules) => {
    insertRules(id, name, rules);
    const key = keyOf(id, name);
    if (key !== missed) return;
    missed = null;
    if (compiledRules.size >= MAX_SHARED_STYLE_RULES) compiledRules.clear();
    compiledRules.set(key, rules);
  };
  return sheet;
}

/** For tests. */
export function sharedStyleRuleCount(): number {
  return compiledRules.size;
}
