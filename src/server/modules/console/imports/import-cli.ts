/**
 * Imports a product file from the command line, as the console does (docs/operator-console.md,
 * "Import and export"):
 *
 *   npm run import -- products FILE.csv [--pictures DIR|ZIP] [--dry-run] [--create-categories] [--operator EMAIL]
 *
 * against the configured database (DATABASE_URL, else DATA_DIR/shop.db), while the shop runs or
 * not. The file is queued as an import job and this process's own import worker runs it (a
 * running shop's worker may take it instead: the job is the same); progress is printed as it
 * goes, then the report. Pictures are read from DIR by the names the file gives. The import acts
 * as an operator account: `--operator EMAIL`, or the first operator.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getImport } from '@shared/contract/console-catalogue-move';
import { buildApp } from '@server/app';
import { parseConfig } from '@server/config';
import { operatorActor } from '@server/modules/operator-write';
import { importReport, newImportId, startImport } from './import-job.js';
import { checkHeader } from './product-file-reader.js';
import { importDepsOf } from './imports.routes.js';

const USAGE =
  'Usage: npm run import -- products FILE.csv [--pictures DIR|ZIP] [--dry-run] [--create-categories] [--operator EMAIL]';

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        pictures: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'create-categories': { type: 'boolean', default: false },
        operator: { type: 'string' },
      },
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const [kind, file, ...rest] = parsed.positionals;
  if (kind !== 'products' || !file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const config = parseConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await buildApp(config, {
    orderSweep: false,
    mailSender: false,
    webDir: path.join(config.DATA_DIR, 'no-web'),
  });
  try {
    await app.ready();
    const deps = importDepsOf(app);
    let operator = app.db.kysely.selectFrom('app_user').select('user_id').where('role', '=', 'operator');
    if (parsed.values.operator) operator = operator.where('email', '=', parsed.values.operator.toLowerCase());
    const found = await operator.orderBy('user_id').executeTakeFirst();
    if (!found) {
      console.error(
        parsed.values.operator
          ? `${parsed.values.operator} is not an operator (npm run operator -- grant EMAIL)`
          : 'No operator account: give one the role first (npm run operator -- grant EMAIL)',
      );
      return 1;
    }
    await checkHeader(file);
    // The job reads its own copy, kept until it is done, as an upload's is.
    const importId = newImportId();
    await mkdir(deps.filesDir, { recursive: true });
    const csvPath = path.join(deps.filesDir, `${importId}.csv`);
    await copyFile(file, csvPath);
    let picturesPath = parsed.values.pictures ? path.resolve(parsed.values.pictures) : null;
    if (picturesPath?.toLowerCase().endsWith('.zip')) {
      await copyFile(picturesPath, path.join(deps.filesDir, `${importId}.zip`));
      picturesPath = path.join(deps.filesDir, `${importId}.zip`);
    }
    await startImport(
      deps,
      {
        importId,
        actor: operatorActor(found.user_id),
        photoOwnerId: found.user_id,
        csvPath,
        picturesPath,
      },
      { dryRun: parsed.values['dry-run'], createCategories: parsed.values['create-categories'] },
    );
    console.log(`${getImport.method} /api${getImport.path.replace(':importId', importId)}`);
    let shown = -1;
    for (;;) {
      const report = await importReport(app.db, importId);
      if (report.done !== shown) {
        console.log(`${report.status}: ${report.done} of ${report.rows || '?'} rows`);
        shown = report.done;
      }
      if (report.status === 'done' || report.status === 'failed') {
        const verb = report.dryRun ? 'would be ' : '';
        console.log(
          `${verb}created ${report.created}, ${verb}updated ${report.updated}, unchanged ${report.unchanged}, refused ${report.refused.length}`,
        );
        for (const r of report.refused) console.log(`  line ${r.line}: ${r.reason}`);
        if (report.error) console.error(report.error);
        return report.status === 'done' ? 0 : 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await app.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
