import { useQuery } from '@tanstack/react-query';
import {
  downloadProductTemplate,
  exportCustomers,
  exportOrders,
  exportProducts,
  getImport,
  importProducts,
} from '@shared/contract/console-catalogue-move';
import type { InputOf } from '@shared/contract/endpoint';
import { api } from '@web/lib/api-client';
import { saveBlob } from '@web/lib/save-file';
import { consoleKey } from '../kit/console-query';
import { needsPassword } from '../staff/staff-api';

/** How often the page asks how far an import has gone while it runs. */
export const IMPORT_POLL_MS = 700;

export interface ImportChoice {
  file: File;
  pictures: File | null;
  dryRun: boolean;
  createCategories: boolean;
}

/** Posts the files as the import's form; answers the job's id. */
export async function startImport(choice: ImportChoice) {
  const form = new FormData();
  form.append('dryRun', String(choice.dryRun));
  form.append('createCategories', String(choice.createCategories));
  form.append('file', choice.file);
  if (choice.pictures) form.append('pictures', choice.pictures);
  // The endpoint's schema documents the form's parts; the browser encodes the form itself.
  return api.call(importProducts, { body: form as unknown as InputOf<typeof importProducts>['body'] });
}

/** The job's report, asked again every moment until it is over. */
export function useImportReport(importId: string | null) {
  return useQuery({
    queryKey: consoleKey('import', importId),
    queryFn: () => api.call(getImport, { params: { importId: importId! } }),
    enabled: importId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : IMPORT_POLL_MS;
    },
  });
}

const today = () => new Date().toISOString().slice(0, 10);

export async function downloadTemplate() {
  saveBlob(await api.call(downloadProductTemplate, {}), 'product-import-template.csv');
}

/** Each list's file, with the filters the list shows. */
export async function downloadProducts(query: InputOf<typeof exportProducts>['query']) {
  saveBlob(await api.call(exportProducts, { query }), `products-${today()}.csv`);
}

export async function downloadOrders(query: InputOf<typeof exportOrders>['query']) {
  saveBlob(await api.call(exportOrders, { query }), `orders-${query?.from ?? 'start'}-to-${query?.to ?? today()}.csv`);
}

/** Quiet when the server asks for the password again: the console asks for it instead (usePasswordAgain). */
export async function downloadCustomers(query: InputOf<typeof exportCustomers>['query']) {
  saveBlob(await api.call(exportCustomers, { query }, { silent: needsPassword }), `customers-${today()}.csv`);
}
