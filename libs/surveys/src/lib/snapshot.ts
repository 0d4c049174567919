// Each survey's snapshot, the answers so far in one hidden field of each step's form (snapshot-json.ts says how).
export { SNAPSHOT_FIELD, SNAPSHOT_MAX } from './snapshot-json';
export * from './subscription/snapshot';
export * from './saratoga/snapshot';
