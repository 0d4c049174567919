import { renderToString } from 'react-dom/server';
import { createGlobalStyle, keyframes, ServerStyleSheet, styled } from 'styled-components';
import { shareStyleRules, sharedStyleRuleCount } from './shared-style-rules';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Global = createGlobalStyle<{ $color: string }>`body { color: ${({ $color }) => $color}; }`;
const StaticGlobal = createGlobalStyle`html { margin: 0; }`;
const Box = styled.div<{ $pad: number }>`
  padding: ${({ $pad }) => $pad}px;
  &:hover {
    color: red;
  }
  @media (min-width: 40em) {
    padding: ${({ $pad }) => $pad + 1000}px;
  }
`;
const Spinner = styled.span`
  animation: ${spin} 1s linear infinite;
`;
const Wide = styled(Box)`
  width: 100%;
`;

function Page({ pads, color }: { pads: number[]; color: string }) {
  return (
    <>
      <StaticGlobal />
      <Global $color={color} />
      {pads.map((pad) => (
        <Box key={pad} $pad={pad}>
          <Spinner />
        </Box>
      ))}
      <Wide $pad={pads[0] ?? 0} />
    </>
  );
}

function render(pads: number[], color: string, shared: boolean) {
  const sheet = shared ? shareStyleRules(new ServerStyleSheet()) : new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<Page pads={pads} color={color} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('shareStyleRules', () => {
  it('gives each request the same markup and style tag as a fresh sheet, whatever earlier requests compiled', () => {
    const pages: Array<[number[], string]> = [
      [[1, 2], 'red'],
      [[2, 3], 'blue'],
      [[3, 1, 2], 'red'],
      [[4], 'green'],
      [[1, 2], 'red'],
    ];
    for (const [pads, color] of pages) {
      const fresh = render(pads, color, false);
      expect(render(pads, color, true)).toEqual(fresh);
      expect(render(pads, color, true)).toEqual(fresh);
      // Only this page's rules: no class of another page leaks into the tag.
      for (const other of [1, 2, 3, 4].filter((pad) => !pads.includes(pad)))
        expect(fresh.styles).not.toContain(`padding:${other}px;`);
    }
  });

  it('stores the classes it compiled (styled components and keyframes), not global styles', () => {
    const before = sharedStyleRuleCount();
    render([101, 102], 'purple', true);
    // Box's two new classes; Wide's own class, the keyframes and Box's class for Wide's pad are known already.
    expect(sharedStyleRuleCount() - before).toBe(2);
    render([101, 102], 'orange', true);
    expect(sharedStyleRuleCount() - before).toBe(2);
  });
});
