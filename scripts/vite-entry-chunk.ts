import type { Rolldown } from 'vite';

/**
 * The code-splitting group that keeps everything an app's entry loads statically in the entry chunk. Without it the
 * bundler gives React, the HTTP client, the texts and each other module the lazy pages share with the entry a small
 * chunk of its own: more files and more import/export glue for every first page, which a browser on a slow line
 * fetches in waves of round trips (at most six HTTP/1.1 connections). Apps add their own groups after it.
 */
export const ENTRY_CHUNK: Rolldown.CodeSplittingGroup = { name: 'index', tags: ['$initial'], priority: 10 };
