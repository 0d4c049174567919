// Shared jest settings: swc compiles TS/TSX (fast, no type-check; typecheck is its own target),
// and the workspace tsconfig paths resolve through Nx's resolver.
const nxPreset = require('@nx/jest/preset').default;

module.exports = {
  ...nxPreset,
  transform: {
    '^.+\\.[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // ESM-only packages (unified, remark, rehype and friends; Remix's Node adapter) are compiled to CommonJS for jest.
  transformIgnorePatterns: [
    'node_modules/(?!(unified|bail|devlop|is-plain-obj|trough|vfile.*|unist-.*|mdast-.*|micromark.*|decode-named-character-reference|character-entities.*|remark-.*|rehype-.*|hast-.*|hastscript|property-information|space-separated-tokens|comma-separated-tokens|web-namespaces|zwitch|html-void-elements|ccount|escape-string-regexp|markdown-table|longest-streak|trim-lines|stringify-entities|character-reference-invalid|is-.*|parse-entities|github-slugger|html-url-attributes|estree-util-.*|@ungap|@remix-run/node-fetch-server)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json'],
  coverageReporters: ['text-summary'],
  // Typing into forms with user-event is slow on a loaded two-core CI machine; 5 s was flaky.
  testTimeout: 30000,
  // jsdom's <dialog> has no showModal() or close() (the design system's Modal is the native dialog).
  setupFiles: [require.resolve('./tools/jest/native-dialog.cjs')],
};
