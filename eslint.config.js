import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'dist/', 'drizzle/', 'coverage/', 'web/'] },
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
    files: ['src/core/config.ts', 'src/core/clock.ts', 'test/**', 'bench/**', '*.config.ts', '*.config.js'],
    rules: { 'no-restricted-syntax': 'off', 'no-restricted-properties': 'off' },
  },
)
