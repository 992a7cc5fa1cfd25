import { restore } from './restore.ts';
import { runCommand } from './run-command.ts';

await runCommand('npm run restore -- <file.tar.gz>', async (config, file) => {
  const manifest = await restore(config, file);
  const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
  const into = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/db`;
  return `restored ${manifest.tables.length} tables (${rows} rows) into ${into} and ${manifest.files.length} files into ${config.dataDir}, from the backup of ${manifest.created_at}`;
});
