import type { ComponentType } from 'react';

/** One entry of a page's `content` list (DESIGN.md §3). */
export type ContentBlock = { block: string; props?: Record<string, unknown> };

/** Block name -> the component that renders it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each block has its own props; the content decides them
export type BlockRegistry = Record<string, ComponentType<any>>;

export interface BlockRendererProps {
  /** Untrusted content from the content store: anything but a non-empty array renders nothing. */
  blocks: unknown;
  registry: BlockRegistry;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toContentBlock(entry: unknown): ContentBlock | null {
  if (!isRecord(entry) || typeof entry['block'] !== 'string') return null;
  const props = entry['props'];
  if (props !== undefined && props !== null && !isRecord(props)) return null;
  return { block: entry['block'], props: props ?? undefined };
}

/**
 * Renders content blocks through the registry. Content is edited by people, so a bad entry or a
 * block this app does not know is skipped with a warning instead of failing the whole page.
 */
export function BlockRenderer({ blocks, registry }: BlockRendererProps) {
  if (!Array.isArray(blocks) || blocks.length === 0) return null;
  return (
    <>
      {blocks.map((entry: unknown, index) => {
        const contentBlock = toContentBlock(entry);
        if (!contentBlock) {
          console.warn(`BlockRenderer: skipped malformed content block at index ${index}`);
          return null;
        }
        const Component = Object.hasOwn(registry, contentBlock.block) ? registry[contentBlock.block] : undefined;
        if (!Component) {
          console.warn(`BlockRenderer: skipped unknown content block "${contentBlock.block}" at index ${index}`);
          return null;
        }
        return <Component key={`${index}-${contentBlock.block}`} {...contentBlock.props} />;
      })}
    </>
  );
}
