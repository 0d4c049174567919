import { render, screen } from '@testing-library/react';
import { BlockRenderer, type BlockRegistry } from './block-renderer';

const registry: BlockRegistry = {
  Hero: ({ title }: { title: string }) => <h1>{title}</h1>,
  Text: ({ body }: { body?: string }) => <p>{body ?? 'no body'}</p>,
};

describe('BlockRenderer', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it.each([[[]], [null], [undefined], [{ block: 'Hero' }], ['Hero']])('renders nothing for %p', (blocks) => {
    const { container } = render(<BlockRenderer blocks={blocks} registry={registry} />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders each known block with its props, in order', () => {
    render(
      <BlockRenderer
        blocks={[
          { block: 'Hero', props: { title: 'Your city, briefed' } },
          { block: 'Text', props: { body: 'Every meeting, summarised.' } },
          { block: 'Text' },
        ]}
        registry={registry}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Your city, briefed' })).toBeInTheDocument();
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Every meeting, summarised.',
      'no body',
    ]);
  });

  it('skips an unknown block with a warning naming it and still renders the others', () => {
    render(
      <BlockRenderer
        blocks={[{ block: 'Login' }, { block: 'Hero', props: { title: 'Still here' } }, { block: 'toString' }]}
        registry={registry}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"Login"'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"toString"'));
  });

  it('skips malformed entries with a warning', () => {
    render(
      <BlockRenderer
        blocks={[null, 'Hero', { block: 42 }, { block: 'Text', props: 'x' }, { block: 'Text', props: { body: 'ok' } }]}
        registry={registry}
      />,
    );
    expect(screen.getByText('ok')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed'));
  });
});
