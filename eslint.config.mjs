import nx from '@nx/eslint-plugin';

const PACKAGE_FILES_NOT_SHIPPED = [
  '{projectRoot}/eslint.config.{js,cjs,mjs}',
  '{projectRoot}/**/*.spec.{ts,tsx}',
  '{projectRoot}/jest.config.cjs',
  '{projectRoot}/vite.config.ts',
];

/**
 * A project's package.json lists what its shipped code uses (@nx/dependency-checks). A project passes the files it
 * does not ship beyond the usual ones, and packages used by name only (no import shows the use).
 */
export function dependencyChecks({ ignoredFiles = [], ignoredDependencies = [] } = {}) {
  return {
    files: ['**/*.json'],
    rules: {
      '@nx/dependency-checks': [
        'error',
        { ignoredFiles: [...PACKAGE_FILES_NOT_SHIPPED, ...ignoredFiles], ignoredDependencies },
      ],
    },
  };
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/build',
      '**/node_modules',
      '**/.nx',
      '**/test-results',
      '**/playwright-report',
      '**/.data',
      'tmp',
      'tools/packages/consumer',
    ],
  },
  {
    // Every kind of module, scripts (.mjs, .cjs) included; the lint and jest configurations extend the root's by path.
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    ignores: ['**/eslint.config.mjs', '**/jest.config.cjs', '**/jest.preset.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          // The city page imports single design-system widget views near the viewport (decision 024), through the
          // library's `widgets/*` path; the rest of the library is imported statically, as everywhere.
          checkDynamicDependenciesExceptions: ['design-system'],
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            // Workspace scripts (seed, benchmarks) write through the gateway's database lib, never into an app.
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:gateway', onlyDependOnLibsWithTags: ['scope:shared', 'scope:gateway'] },
            { sourceTag: 'scope:civic', onlyDependOnLibsWithTags: ['scope:shared', 'scope:civic'] },
            { sourceTag: 'scope:marketing', onlyDependOnLibsWithTags: ['scope:shared', 'scope:marketing'] },
            { sourceTag: 'scope:ai-policy', onlyDependOnLibsWithTags: ['scope:shared', 'scope:ai-policy'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared', 'scope:gateway'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Schemas and forms reach the browser: they use zod/mini (decision 021), whose functions are imported one by
      // one, where classic zod's methods keep every check in a page's bundle (38 KiB gzipped on a form page, 10 with
      // zod/mini). The gateway, server-only, turns this off and keeps classic zod.
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import 'zod/mini' (decision 021)." }] }],
      // Imports that work for a package's consumers (decision 042): styled-components' default export is its CommonJS
      // module object when Node loads a package.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message: "Use the named export: import { styled } from 'styled-components'.",
        },
        {
          // zod's `z` is a namespace re-export: esbuild keeps all of zod for it (92 KiB gzipped), and 25 for `import * as z`.
          selector: "ImportDeclaration[source.value=/^zod(\\/mini)?$/] > ImportSpecifier[imported.name='z']",
          message: "Import zod's namespace: import * as z from 'zod/mini' (or 'zod' in server-only code).",
        },
        {
          // One way to read the theme: the design system's `theme` import, static CSS that styled-components does not
          // recompute per render; not the ThemeProvider context through props or useTheme.
          selector:
            "TaggedTemplateExpression TemplateLiteral > ArrowFunctionExpression > ObjectPattern > Property[key.name='theme']",
          message: "Read the theme from the import: import { theme } from '@civicbrief/design-system'.",
        },
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportSpecifier[imported.name='useTheme']",
          message: "Read the theme from the import: import { theme } from '@civicbrief/design-system'.",
        },
      ],
    },
  },
  { ...dependencyChecks(), languageOptions: { parser: await import('jsonc-eslint-parser') } },
];
