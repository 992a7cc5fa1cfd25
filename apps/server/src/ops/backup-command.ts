import { backup } from './backup.ts';
import { runCommand } from './run-command.ts';

await runCommand('npm run backup -- <file.tar.gz>', async (config, file) => {
  const { manifest } = await backup(config, file);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  return `backed up ${manifest.engine} (${manifest.tables.length} tables, ${rows} rows, migration ${manifest.migration.tag}) and ${manifest.files.length} files to ${file}`;
});
