/**
 * The bare build of `npm run perf`, in the style of the app's webpack.config.ts (swc, one vendor
 * chunk, a runtime chunk, hashed names). Built into `node_modules/.cache/perf-bare`, never
 * committed: `webpack --config scripts/perf/bare/webpack.config.ts`.
 */
import path from 'node:path';
import type { Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { reactRouterProduction } from '../../../webpack.config';

const BARE_OUTPUT = path.resolve(__dirname, '../../../node_modules/.cache/perf-bare');

const config: Configuration = {
  mode: 'production',
  context: __dirname,
  entry: { main: './main.tsx' },
  output: {
    path: BARE_OUTPUT,
    publicPath: '/',
    filename: 'assets/[name].[contenthash:10].js',
    chunkFilename: 'assets/[name].[contenthash:10].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: reactRouterProduction },
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
              transform: { react: { runtime: 'automatic' } },
            },
          },
        },
      },
    ],
  },
  plugins: [new HtmlWebpackPlugin({ template: path.resolve(__dirname, 'index.html') })],
  optimization: {
    splitChunks: {
      chunks: 'all',
      cacheGroups: {
        vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'all', priority: 10 },
      },
    },
    runtimeChunk: 'single',
  },
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default config;
