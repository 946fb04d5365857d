import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  DefinePlugin,
  IgnorePlugin,
  type ChunkGraph,
  type Compiler,
  type Configuration,
  type Module,
} from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { SERVICE_PARTS } from './src/shared/i18n/service-parts';
import { TEXT_SUBSETS } from './src/shared/i18n/text-subsets';

type Argv = { mode?: 'development' | 'production' };

const root = __dirname;
const port = Number(process.env.PORT ?? 8080);

const reactRouterDist = path.resolve(root, 'node_modules/react-router/dist/production');
/** Shared with the bare build of `npm run perf`, which must resolve the libraries the same way. */
export const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};

/** Version, commit and time of the build, for the developer page (never a secret). */
function buildInfo() {
  let commit: string | null = null;
  try {
    commit = execSync('git rev-parse --short HEAD', {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    // Not a git checkout (a source archive): the version and time still say what this is.
  }
  const { version } = require('./package.json') as { version: string };
  return { version, commit, builtAt: new Date().toISOString() };
}

/**
 * Largest size of a split lazy chunk, in bytes of module source as splitChunks counts them (before
 * minification): MUI's sources shrink about 8:1 by minification and gzip, so about 30 KB gzip, the
 * budget per chunk of `npm run size` (which checks the real figure).
 */
const LAZY_CHUNK_MAX_BYTES = 240_000;
/** Smallest part when such a chunk is cut: a few parts, not dozens of tiny requests. */
const LAZY_CHUNK_MIN_BYTES = 80_000;
/** A named chunk of libraries that lazy chunks share, cut to the budget. */
const sharedLazyChunk = {
  chunks: 'async',
  enforce: true,
  // With `enforce`, the group's own minSize still sets the smallest part of a cut.
  minSize: LAZY_CHUNK_MIN_BYTES,
  maxSize: LAZY_CHUNK_MAX_BYTES,
} as const;
/** A library module that the chunk of this name needs. */
const usedBy = (module: Module, chunkGraph: ChunkGraph, chunkName: string) =>
  /[\\/]node_modules[\\/]/.test((module as { resource?: string }).resource ?? '') &&
  [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === chunkName);

/** Where the production build says which files each lazy import loads (read by `npm run size`). */
const CHUNK_GROUPS_FILE = path.resolve(root, 'build-stats/chunk-groups.json');

/**
 * Writes, for every named chunk group (`route-*`, `layout-*`, `i18n-*`, ...), the JS files a
 * browser loads for it and the source modules whose `import()` it answers; and the entry's files.
 * `scripts/size.mjs` maps the route tree onto it to weigh each navigation. The file sits next to
 * `dist/`, not in it: nginx serves `dist/` only.
 */
class ChunkGroupsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('ChunkGroupsPlugin', (compilation) => {
      const js = (files: string[]) => files.filter((f) => f.endsWith('.js')).sort();
      const groups: Record<string, { files: string[]; modules: string[] }> = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (group.isInitial()) continue;
        const modules = new Set<string>();
        for (const block of group.getBlocks()) {
          for (const dependency of block.dependencies) {
            // A concatenated module (scope hoisting) is named by its root module.
            const module = compilation.moduleGraph.getModule(dependency) as {
              resource?: string;
              rootModule?: { resource?: string };
            } | null;
            const resource = module?.resource ?? module?.rootModule?.resource;
            if (resource) modules.add(path.relative(root, resource).split(path.sep).join('/'));
          }
        }
        groups[name] = { files: js(group.getFiles()), modules: [...modules].sort() };
      }
      const entry = compilation.entrypoints.get('main');
      fs.mkdirSync(path.dirname(CHUNK_GROUPS_FILE), { recursive: true });
      fs.writeFileSync(
        CHUNK_GROUPS_FILE,
        `${JSON.stringify({ initial: js(entry?.getFiles() ?? []), groups }, null, 2)}\n`,
      );
    });
  }
}

export default async (_env: unknown, argv: Argv): Promise<Configuration> => {
  const production = argv.mode === 'production';
  const serving = Boolean(process.env.WEBPACK_SERVE);

  // The local identity provider and APIs exist only under `webpack serve`: a production build never
  // contains them, and `webpack --mode production` never starts them.
  let devServer: DevServerConfiguration | undefined;
  if (serving) {
    // esbuild-register hooks require(), not import(): a dynamic import here would bypass it.
    const { createDevBackend } =
      require('./mocks/common/server/dev-backend') as typeof import('./mocks/common/server/dev-backend');
    const backend = await createDevBackend({ origin: `http://localhost:${port}` });
    devServer = {
      port,
      host: process.env.HOST ?? 'localhost',
      hot: true,
      historyApiFallback: { disableDotRule: true, index: '/index.html' },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      static: false,
      setupMiddlewares: (middlewares, server) => {
        if (!server.app) throw new Error('webpack-dev-server has no app to mount the backend on');
        backend.mount(server.app);
        return middlewares;
      },
    };
  }

  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/main.tsx', 'silent-renew': './src/silent-renew.ts' },
    output: {
      path: path.resolve(root, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
      // TRUST-16: the chunk loader's script URLs pass a Trusted Types policy of this name, the
      // one the app's CSP allows (`trusted-types epr-webpack`, deploy/nginx.conf.template).
      ...(production ? { trustedTypes: { policyName: 'epr-webpack' } } : {}),
    },
    // Production maps are written but not named in the scripts (nginx does not serve them).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        '@': path.resolve(root, 'src'),
        '@locales': path.resolve(root, 'locales'),
        // react-router publishes its production build only as files, not as an export condition:
        // without these, production would ship its development build (warnings, larger, slower).
        ...(production ? reactRouterProduction : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: {
                  react: { runtime: 'automatic', development: !production, refresh: serving },
                },
              },
            },
          },
        },
        // HOUSE-6: the rule texts per country (files split from locales/<lng>/rules.json).
        {
          test: /[\\/]src[\\/]shared[\\/]i18n[\\/]rule-text-files\.ts$/,
          enforce: 'pre',
          use: {
            loader: path.resolve(root, 'scripts/rule-texts-loader.mjs'),
            options: { localesDir: path.resolve(root, 'locales') },
          },
        },
        // HOUSE-6: the service texts per service (files split from locales/<lng>/services.json).
        {
          test: /[\\/]src[\\/]shared[\\/]i18n[\\/]service-text-files\.ts$/,
          enforce: 'pre',
          use: {
            loader: path.resolve(root, 'scripts/service-texts-loader.mjs'),
            options: { localesDir: path.resolve(root, 'locales'), parts: [...SERVICE_PARTS] },
          },
        },
        // HOUSE-6: text subsets for a light first paint (files picked from locales/<lng>/*.json).
        {
          test: /[\\/]src[\\/]shared[\\/]i18n[\\/]text-subset-files\.ts$/,
          enforce: 'pre',
          use: {
            loader: path.resolve(root, 'scripts/text-subsets-loader.mjs'),
            options: { localesDir: path.resolve(root, 'locales'), subsets: TEXT_SUBSETS },
          },
        },
      ],
    },
    plugins: [
      new DefinePlugin({ __BUILD_INFO__: JSON.stringify(buildInfo()) }),
      // The developer page exists in development builds only (TRUST-3): its route is left out
      // through `process.env.NODE_ENV`, its texts here (they sit in the languages' context).
      ...(production ? [new IgnorePlugin({ resourceRegExp: /[\\/]devUi\.json$/ })] : []),
      new HtmlWebpackPlugin({
        template: path.resolve(root, 'public/index.html'),
        chunks: ['main'],
      }),
      new HtmlWebpackPlugin({
        filename: 'silent-renew.html',
        chunks: ['silent-renew'],
        templateContent:
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Silent renew</title></head><body></body></html>',
      }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: path.resolve(root, 'public'),
            globOptions: { ignore: ['**/index.html', '**/mockServiceWorker.js'] },
          },
        ],
      }),
      ...(serving ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
      ...(production ? [new ChunkGroupsPlugin()] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          // The libraries of the entry and of the app's start-up code (`start`, HOUSE-6: the
          // router, the store, i18next, MUI's theme) share one long-cached chunk of the entry, as
          // in the bare build; lazily loaded libraries (monitoring) stay in their own async chunks.
          vendor: {
            test: /[\\/]node_modules[\\/]/,
            name: 'vendor',
            // The silent-renew page takes only what it needs, not the app's vendor chunk.
            chunks: (chunk) => chunk.name === 'main' || chunk.name === 'start',
            priority: 10,
          },
          // The libraries of the public layout (MUI's select, menus, popovers, lists, alerts):
          // both layouts and nearly every page use them, so they share one chunk (cut by size)
          // instead of being copied into the split chunks of each combination of pages; a
          // navigation loads them once, with its layout.
          shell: {
            // With MUI's Skeleton: the signed-in layout's placeholder while a page loads and most
            // pages' while their data loads (`LoadingBlock`); in a page's chunk it was a second
            // copy beside the layout's (HOUSE-6).
            test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
              usedBy(module, chunkGraph, 'layout-public') ||
              /[\\/]node_modules[\\/]@mui[\\/]material[\\/]Skeleton[\\/]/.test(
                (module as { resource?: string }).resource ?? '',
              ),
            name: 'shell-libraries',
            ...sharedLazyChunk,
            // Below the cut's smallest part since the layouts' top bar and lists are plain elements
            // (HOUSE-6, docs/house-6-layout.md): without this the group is not made at all and its modules
            // are copied into the split chunks of every combination of pages (the wizard +6 KB).
            minSize: 0,
            priority: 9,
          },
          // MUI's outlined text fields (`PlainTextField`): most pages have one.
          inputs: {
            test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](InputBase|OutlinedInput|InputLabel|InputAdornment|TextareaAutosize)[\\/]/,
            name: 'mui-inputs',
            ...sharedLazyChunk,
            priority: 7,
          },
          // The frame of any field (its group, legend and helper text): checkboxes and the file
          // picker need it without the text inputs above, which the representative's order and
          // next steps do not show at first paint (HOUSE-6).
          formControl: {
            test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](FormControl|FormLabel|FormHelperText)[\\/]/,
            name: 'mui-form-control',
            ...sharedLazyChunk,
            // About 15 KB of source: one small chunk, below the cut's smallest part.
            minSize: 0,
            priority: 7,
          },
          // MUI's `TextField` with its filled and standard inputs: what a select needs beyond the
          // outlined inputs. `PlainTextField` (a text field that is no select) needs none of it.
          textField: {
            test: /[\\/]node_modules[\\/]@mui[\\/]material[\\/](FilledInput|Input|TextField|NativeSelect)[\\/]/,
            name: 'mui-text-field',
            ...sharedLazyChunk,
            // About 50 KB of source: one small chunk, below the cut's smallest part.
            minSize: 0,
            priority: 7,
          },
          // `lazyPart` (src/shared/ui/lazy-part.tsx): both layouts and many pages use it; alone it
          // is below a split chunk's smallest size, so webpack copied it into the chunk of every
          // page that uses it, beside the layout's copy (about 1.3 KB gzip a page; HOUSE-6).
          lazyPart: {
            test: /[\\/]src[\\/]shared[\\/]ui[\\/](lazy-part|connection-problem)\.tsx$/,
            name: 'lazy-part',
            chunks: 'async',
            enforce: true,
            minSize: 0,
            priority: 8,
          },
          // react-hook-form: every form page, one copy.
          forms: {
            test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/,
            name: 'form-libraries',
            ...sharedLazyChunk,
            priority: 7,
          },
          // What the service process pages share (quantity fields, prices, timelines): a chunk per set
          // of pages that share it (no `name`), each at least LAZY_CHUNK_MIN_BYTES of source, so
          // they stay few. One named chunk for all of it made every service page download what only
          // the others use (`/authoriseme` 128 -> 100 KB without it; issue 21 part 7).
          services: {
            chunks: (chunk) =>
              /^route-(licen|registration|nie-nif|representative|next-steps)/.test(
                chunk.name ?? '',
              ),
            minChunks: 2,
            priority: 5,
            reuseExistingChunk: true,
            minSize: LAZY_CHUNK_MIN_BYTES,
            maxSize: LAZY_CHUNK_MAX_BYTES,
          },
          // Any other library a lazy chunk needs: webpack's own grouping, cut to the budget.
          defaultVendors: {
            test: /[\\/]node_modules[\\/]/,
            // aws-rum-web stays whole (its exception in scripts/route-weight.mjs).
            chunks: (chunk) => chunk.name !== 'monitoring',
            priority: -10,
            reuseExistingChunk: true,
            maxSize: LAZY_CHUNK_MAX_BYTES,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer,
    stats: production ? 'normal' : 'minimal',
  };
};
