import { readFileSync } from 'node:fs';
import { patchStyledComponents, styledComponentsServer } from './styled-components-server';

// The shape of styled-components' minified ComponentStyle and one of its NODE_ENV checks, for evaluating the patch.
const sample = [
  'class Ke{constructor(e,t,n){this.rules=e,this.componentId=t,this.baseHash=0,this.baseStyle=n}}',
  'const warn = () => "production" !== process.env.NODE_ENV;',
  'return { Ke, warn };',
].join('\n');

function evaluate(code: string, nodeEnvAtLoad: 'production' | 'test') {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnvAtLoad;
  try {
    return new Function(code)() as { Ke: new (rules: unknown[], id: string) => { rules: unknown[] }; warn: () => boolean };
  } finally {
    process.env.NODE_ENV = saved;
  }
}

describe('patchStyledComponents', () => {
  it('reads NODE_ENV once when the module loads, with the same meaning, and moves no line', () => {
    const patched = patchStyledComponents(sample);
    expect(patched.split('\n')).toHaveLength(3);
    expect(patched.split('\n')[1]).toHaveLength(sample.split('\n')[1].length);
    expect(patched).not.toMatch(/=> .*process\.env/);
    // Loaded in production, it stays quiet under jest's NODE_ENV=test; loaded under test, it warns.
    expect(evaluate(patched, 'production').warn()).toBe(false);
    expect(evaluate(patched, 'test').warn()).toBe(true);
  });

  it("joins a component's adjacent text pieces once, keeping the functions between them in place", () => {
    const { Ke } = evaluate(patchStyledComponents(sample), 'production');
    const fn = () => 'x';
    expect(new Ke(['a: 1;', 'b: 2;'], 'sc-1').rules).toEqual(['a: 1;b: 2;']);
    expect(new Ke(['a: 1;', 'b: ', fn, ';', 'c: 3;'], 'sc-2').rules).toEqual(['a: 1;b: ', fn, ';c: 3;']);
    expect(new Ke([], 'sc-3').rules).toEqual([]);
  });

  it('applies to the installed styled-components, and fails loudly on code of another shape', () => {
    for (const file of ['styled-components.esm.js', 'styled-components.cjs.js']) {
      const code = readFileSync(require.resolve(`styled-components/dist/${file}`), 'utf8');
      expect(patchStyledComponents(code)).toContain('this.rules=__scJoinAdjacentStrings(');
    }
    expect(() => patchStyledComponents('const a = process.env.NODE_ENV;')).toThrow(/styled-components upgraded/);
  });

  it('leaves code without NODE_ENV alone', () => {
    expect(patchStyledComponents('export const a = 1;')).toBe('export const a = 1;');
  });
});

describe('styledComponentsServer', () => {
  const transform = styledComponentsServer().transform as (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;

  it("changes styled-components' module in the server build only", () => {
    expect(transform(sample, '/repo/node_modules/styled-components/dist/styled-components.esm.js', { ssr: true })?.code).toContain('__SC_NODE_ENV_CACHED');
    expect(transform(sample, '/repo/node_modules/styled-components/dist/styled-components.browser.esm.js', { ssr: false })).toBeNull();
    expect(transform(sample, '/repo/node_modules/react-router/dist/index.js', { ssr: true })).toBeNull();
  });
});
