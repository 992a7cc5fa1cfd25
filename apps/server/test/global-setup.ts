import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDatabaseImages, dropDatabaseImages } from './db-image.ts';

/** Migrates and seeds once for the whole run; every `testApp` starts from a copy (see db-image.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-image-'));
  const images = await buildDatabaseImages(root);
  project.provide('databaseImages', images);
  return () => dropDatabaseImages(root, Object.values(images));
}
