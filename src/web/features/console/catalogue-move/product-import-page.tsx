import { useState } from 'react';
import { Download, FlaskConical, Upload } from 'lucide-react';
import type { ImportReport } from '@shared/schemas/catalogue-move';
import { Button } from '@web/components/ui/button';
import { consolePaths } from '../console-paths';
import { PageHeader } from '../kit/page-header';
import { Panel } from '../kit/panel';
import { downloadTemplate, startImport, useImportReport } from './catalogue-move-api';

/** The report of a dry run or an import: the counts, a progress bar while it runs, each refused line. */
function ImportReportView({ report }: { report: ImportReport }) {
  const running = report.status === 'queued' || report.status === 'running';
  const verb = report.dryRun ? 'Would be ' : '';
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <span className="font-medium text-ink">
            {running
              ? report.dryRun
                ? 'Checking the file…'
                : 'Importing…'
              : report.status === 'failed'
                ? 'The import stopped'
                : report.dryRun
                  ? 'Dry run finished: nothing was written'
                  : 'Import finished'}
          </span>
          <span className="text-muted">
            {report.done} of {report.rows || '…'} rows
          </span>
        </div>
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-ink"
          aria-label={report.dryRun ? 'Dry run progress' : 'Import progress'}
          max={Math.max(report.rows, 1)}
          value={report.done}
        />
      </div>
      {report.error && (
        <p role="alert" className="text-sm text-red-700">
          {report.error}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" aria-label="Counts">
        {[
          [`${verb}created`, report.created],
          [`${verb}updated`, report.updated],
          ['Unchanged', report.unchanged],
          ['Refused', report.refused.length],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-line p-3">
            <dt className="text-muted first-letter:uppercase">{label}</dt>
            <dd className="text-xl font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {report.refused.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-medium text-ink">Refused rows</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Line
                </th>
                <th scope="col" className="py-2 font-medium">
                  Why
                </th>
              </tr>
            </thead>
            <tbody>
              {report.refused.map((r) => (
                <tr key={r.line} className="border-b border-line/60 align-top">
                  <td className="py-2 pr-4 tabular-nums">{r.line}</td>
                  <td className="py-2 break-words">{r.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * Bring a catalogue in from a CSV file (docs/operator-console.md, "Import and export"): the
 * template, the file and its pictures, a dry run that lists what would happen, then the import
 * with its progress and the same report.
 */
export function ProductImportPage() {
  const [file, setFile] = useState<File | null>(null);
  const [pictures, setPictures] = useState<File | null>(null);
  const [createCategories, setCreateCategories] = useState(false);
  const [importId, setImportId] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const report = useImportReport(importId).data;
  const running = report !== undefined && (report.status === 'queued' || report.status === 'running');
  const choiceKey = file ? `${file.name}:${file.size}:${pictures?.name ?? ''}:${createCategories}` : null;
  const dryRunDone = report?.dryRun === true && report.status === 'done' && checked === choiceKey;

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setSending(true);
    try {
      const started = await startImport({ file, pictures, dryRun, createCategories });
      setImportId(started.importId);
      setChecked(dryRun ? choiceKey : null);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Import products"
        back={{ to: consolePaths.section('products'), label: 'Products' }}
        description="Bring a whole catalogue in from a spreadsheet saved as CSV: one row per product, or per colour and size. A dry run shows what would change before anything is written."
        actions={
          <Button variant="outline" onClick={() => void downloadTemplate()}>
            <Download aria-hidden="true" className="size-4" />
            Download the template
          </Button>
        }
      />
      <div className="grid gap-4">
        <Panel title="The file">
          <div className="grid gap-4 md:grid-cols-2">
            <label className="grid gap-1.5 text-sm">
              <span className="font-medium text-ink">Product file (CSV)</span>
              <input
                type="file"
                accept=".csv,text/csv"
                className="text-sm file:mr-3 file:rounded-full file:border file:border-line file:bg-transparent file:px-4 file:py-2"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </label>
            <label className="grid gap-1.5 text-sm">
              <span className="font-medium text-ink">Pictures it names (zip, optional)</span>
              <input
                type="file"
                accept=".zip,application/zip"
                className="text-sm file:mr-3 file:rounded-full file:border file:border-line file:bg-transparent file:px-4 file:py-2"
                onChange={(e) => setPictures(e.target.files?.[0] ?? null)}
              />
            </label>
          </div>
          <label className="mt-4 flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-ink"
              checked={createCategories}
              onChange={(e) => setCreateCategories(e.target.checked)}
            />
            Create the categories and sub-categories the file names that the shop lacks
          </label>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="outline" disabled={!file || sending || running} onClick={() => void run(true)}>
              <FlaskConical aria-hidden="true" className="size-4" />
              Dry run
            </Button>
            <Button disabled={!dryRunDone || sending || running} onClick={() => void run(false)}>
              <Upload aria-hidden="true" className="size-4" />
              Import
            </Button>
          </div>
          {!dryRunDone && file && !running && (
            <p className="mt-2 text-xs text-muted">Run a dry run of this file first; then import it.</p>
          )}
        </Panel>
        {report && (
          <Panel title={report.dryRun ? 'Dry run report' : 'Import report'}>
            <div aria-live="polite">
              <ImportReportView report={report} />
            </div>
          </Panel>
        )}
      </div>
    </>
  );
}
