// Import boundaries and cycles, checked by `npm run lint:deps` (part of `npm run lint` and so of `npm test`).
// docs/architecture.md ("Layers and boundaries") explains each rule; a change here is a change of the shape.
const SERVER = '^apps/server/src/';
const STOREFRONT = '^apps/storefront/src/';
const CONSOLE = '^apps/console/src/';
const TESTS = '(\\.test\\.tsx?|-test-helpers\\.ts)$';

/** The layers of a web app (the storefront and the console share one shape). */
function webAppRules(name, root) {
  return [
    {
      name: `${name}-app-on-top`,
      severity: 'error',
      comment: 'Only app/ (router, layouts, providers) knows the route table; features never import app/.',
      from: { path: `${root}(features|components|lib)/` },
      to: { path: `${root}app/` },
    },
    {
      name: `${name}-shared-below-features`,
      severity: 'error',
      comment: 'components/ and lib/ are shared by every feature and know none of them.',
      from: { path: `${root}(components|lib)/` },
      to: { path: `${root}features/` },
    },
    {
      name: `${name}-lib-below-components`,
      severity: 'error',
      comment: 'lib/ holds hooks and helpers without UI; components/ may use lib/, not the other way.',
      from: { path: `${root}lib/` },
      to: { path: `${root}components/` },
    },
    {
      name: `${name}-feature-through-index`,
      severity: 'error',
      comment: "A feature reaches another feature only through that feature's index.ts.",
      from: { path: `${root}features/([^/]+)/` },
      to: {
        path: `${root}features/[^/]+/`,
        pathNot: [`${root}features/$1/`, `${root}features/[^/]+/index\\.tsx?$`],
      },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Files that import each other in a loop cannot be understood, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    // ---- server layers: platform <- db <- modules <- flows <- app/main/cli ----
    {
      name: 'server-platform-imports-nothing-of-ours',
      severity: 'error',
      comment:
        'platform/ is cross-cutting: it serves the modules and knows none of them (nor db, config, flows).',
      from: { path: `${SERVER}platform/`, pathNot: TESTS },
      to: { path: `${SERVER}(db|modules|flows|config|cli|app|main|app-deps)` },
    },
    {
      name: 'server-db-below-modules',
      severity: 'error',
      comment: 'db/ (client, schema, migrations, seed) may use platform/ only, never a module or a flow.',
      from: { path: `${SERVER}db/`, pathNot: TESTS },
      to: { path: `${SERVER}(modules|flows|cli|app|main|app-deps)` },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment: "A module reaches another module only through that module's index.ts (its public face).",
      from: { path: `${SERVER}modules/([^/]+)/` },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        // Tests may share another module's test helpers (seeded members, paid orders).
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/.+/index\\.ts$`, '-test-helpers\\.ts$'],
      },
    },
    {
      name: 'server-module-not-above',
      severity: 'error',
      comment: 'Modules do not know the flows that compose them, nor the app that wires them.',
      from: { path: `${SERVER}modules/`, pathNot: TESTS },
      to: { path: `${SERVER}(flows|cli|app\\.ts|main\\.ts)` },
    },
    {
      name: 'server-flow-through-index',
      severity: 'error',
      comment: 'Flows compose modules through their index.ts only.',
      from: { path: `${SERVER}flows/` },
      to: { path: `${SERVER}modules/`, pathNot: `${SERVER}modules/.+/index\\.ts$` },
    },
    {
      name: 'server-sql-in-repositories',
      severity: 'error',
      comment:
        'SQL lives in *.repository.ts (or a queries/ folder): routes and services call repositories, ' +
        'never Drizzle or the tables directly. Type-only imports (Db, Tx, row types) are fine.',
      from: {
        path: `${SERVER}(modules|flows)/`,
        pathNot: [`\\.repository\\.ts$`, `/queries/`, TESTS],
      },
      to: {
        path: ['(^|/)node_modules/drizzle-orm/', `${SERVER}db/schema`],
        dependencyTypesNot: ['type-only'],
      },
    },
    // ---- web apps (storefront, console): app -> features -> components, lib ----
    ...webAppRules('storefront', STOREFRONT),
    ...webAppRules('console', CONSOLE),
    // ---- the contracts are shared by both apps and know neither ----
    {
      name: 'console-and-storefront-apart',
      severity: 'error',
      comment: 'The two web apps share code through packages/contracts only.',
      from: { path: '^apps/(storefront|console)/' },
      to: { path: '^apps/(?!$1)(storefront|console)/' },
    },
    {
      name: 'contracts-know-no-app',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contract-terms-without-zod',
      severity: 'error',
      comment:
        'A *-terms.ts module holds what the storefront reads at run time so that zod stays out of its pages ' +
        '(issue 12): nothing it imports, directly or further down, may reach zod.',
      from: { path: '^packages/contracts/src/[^/]+-terms\\.ts$' },
      to: { path: ['^packages/contracts/src/zod\\.ts$', '(^|/)node_modules/zod/'], reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    moduleSystems: ['es6'],
  },
};
