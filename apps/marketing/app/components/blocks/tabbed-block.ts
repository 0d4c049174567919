// The tabbed block as a module of its own: its chunk is imported by on-demand.tsx when the block nears the viewport.
export { TabbedBlock } from '@civicbrief/design-system';
