import type { Plugin } from 'vite';

/** What the build puts in place of axios's fetch adapter (lib/adapters/fetch.js). */
const NO_FETCH = '\0axios-without-fetch-adapter';

/**
 * Leaves axios's fetch adapter out of the apps' builds.
 *
 * axios tries its adapters in the order `xhr`, `http`, `fetch` and takes the first the environment supports; every
 * browser the shop supports has XMLHttpRequest, so the fetch adapter is never chosen, yet the bundler cannot know
 * that and keeps it with the helpers only it uses (streams, multipart bodies, data-URL sizes): about 4 KB gzipped in
 * every app's entry, which the storefront's `/` budget pays. Here `getFetch` answers `false`, axios's own word for
 * "not supported by this environment", so an instance that asked for `adapter: 'fetch'` gets axios's usual error.
 */
export function browserAxios(): Plugin {
  return {
    name: 'shop:browser-axios',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) {
        return NO_FETCH;
      }
      return null;
    },
    load(id) {
      return id === NO_FETCH ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
  };
}
