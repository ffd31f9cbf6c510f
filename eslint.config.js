import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules/', 'data/', 'dist/', 'dist-test/', 'drizzle/', 'coverage/', 'web/dist/', 'web/test-results/',
      'web/src/api/schema.d.ts',
      // Builds in progress and the trees they replace (scripts/fresh-build.mjs)
      'dist.*/', 'dist-test.*/', 'web/dist.*/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Data is snake_case end to end (spec names on the wire, in DTOs and tables); code is camelCase.
      '@typescript-eslint/naming-convention': ['error',
        { selector: 'variableLike', format: ['camelCase', 'PascalCase', 'UPPER_CASE'], leadingUnderscore: 'allow' },
        // Destructuring a snake_case data object keeps the data's names.
        { selector: ['variable', 'parameter'], modifiers: ['destructured'], format: null },
        { selector: 'typeLike', format: ['PascalCase'] },
      ],
      'no-restricted-properties': ['error',
        { object: 'Date', property: 'now', message: 'Inject the clock (src/core/clock.ts).' },
      ],
      'no-restricted-syntax': ['error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Only src/core/config.ts reads process.env.' },
      ],
    },
  },
  {
    // The browser's clock is the right one for token expiry and the referral window; the
    // end-to-end set-up reads its settings from the environment like the other configs.
    files: ['web/**'],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'src/core/config.ts', 'src/core/clock.ts', 'test/**', 'bench/**', 'scripts/*.mjs', 'scripts/fuzz.ts',
      '*.config.ts', '*.config.js',
    ],
    rules: { 'no-restricted-syntax': 'off', 'no-restricted-properties': 'off' },
  },
)
