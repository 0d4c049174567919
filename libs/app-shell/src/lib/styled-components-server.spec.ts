import { readNodeEnvOnce, styledComponentsNodeEnvOnce } from './styled-components-node-env';

describe('readNodeEnvOnce', () => {
  it('reads NODE_ENV once when the module loads, with the same meaning, and moves no line or later column', () => {
    const code = 'const a = 1;\nexport const warn = () => "production" !== process.env.NODE_ENV;\nexport const b = 2;';
    const next = readNodeEnvOnce(code);
    expect(next.split('\n')).toHaveLength(3);
    expect(next.split('\n')[1]).toHaveLength(code.split('\n')[1].length);
    expect(next).not.toMatch(/=> .*process\.env/);
    const run = (env: 'production' | 'test') => {
      const saved = process.env.NODE_ENV;
      process.env.NODE_ENV = env;
      try {
        // The transformed module's body, evaluated as a function body that returns `warn`.
        const warn = new Function(`${next.replace(/export /g, '')}; return warn;`)() as () => boolean;
        process.env.NODE_ENV = 'development';
        return warn();
      } finally {
        process.env.NODE_ENV = saved;
      }
    };
    expect(run('production')).toBe(false);
    expect(run('test')).toBe(true);
  });

  it('leaves code without NODE_ENV alone', () => {
    expect(readNodeEnvOnce('export const a = 1;')).toBe('export const a = 1;');
  });
});

describe('styledComponentsNodeEnvOnce', () => {
  const transform = styledComponentsNodeEnvOnce().transform as (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
  const code = 'export const dev = process.env.NODE_ENV;';

  it("changes styled-components' module in the server build only", () => {
    expect(transform(code, '/repo/node_modules/styled-components/dist/styled-components.esm.js', { ssr: true })?.code).toContain('__SC_NODE_ENV_CACHED');
    expect(transform(code, '/repo/node_modules/styled-components/dist/styled-components.browser.esm.js', { ssr: false })).toBeNull();
    expect(transform(code, '/repo/node_modules/react-router/dist/index.js', { ssr: true })).toBeNull();
  });
});
