import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSearchSynonyms, saveSearchSynonyms } from '@shared/contract/console-settings';
import type { SearchSynonyms } from '@shared/schemas/console-settings';
import { api } from '@web/lib/api-client';
import { LoadError } from '@web/components/load-error';
import { Skeleton } from '@web/components/ui/skeleton';
import { SubmitButton } from '@web/components/ui/submit-button';
import { Textarea } from '@web/components/ui/textarea';
import { useAdminMutation } from '../kit/console-mutation';
import { consoleKey } from '../kit/console-query';
import { toastDone } from '../kit/toast-done';
import { useUnsavedChangesGuard } from '../kit/unsaved-changes';

const synonymsQuery = queryOptions({
  queryKey: consoleKey('search-synonyms'),
  queryFn: () => api.call(getSearchSynonyms, {}),
});

const saveSynonyms = (groups: string[]) => api.call(saveSearchSynonyms, { body: { groups } });

/** The search's synonym groups, one a line: the next search uses them. */
export function SearchSynonymsSection() {
  const synonyms = useQuery(synonymsQuery);
  return (
    <section
      aria-labelledby="search-synonyms-title"
      className="grid max-w-2xl gap-3 rounded-xl border border-line bg-white/60 p-4 md:p-5"
    >
      <h2 id="search-synonyms-title" className="font-display text-lg text-ink">
        Search synonyms
      </h2>
      {synonyms.isError ? (
        <LoadError message="We couldn't load the synonyms." onRetry={() => void synonyms.refetch()} />
      ) : !synonyms.data ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : (
        <SynonymsForm key={JSON.stringify(synonyms.data)} saved={synonyms.data} />
      )}
    </section>
  );
}

function SynonymsForm({ saved }: { saved: SearchSynonyms }) {
  const initial = saved.groups.join('\n');
  const [text, setText] = useState(initial);
  const save = useAdminMutation(saveSynonyms, async (queryClient, _, stored) =>
    queryClient.setQueryData(synonymsQuery.queryKey, stored),
  );
  const dirty = text !== initial;
  useUnsavedChangesGuard(dirty);
  const groups = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(groups, { onSuccess: () => toastDone('Synonyms saved: the next search uses them') });
      }}
    >
      <label htmlFor="search-synonyms" className="text-sm font-medium text-ink">
        Synonym groups, one a line
      </label>
      <Textarea
        id="search-synonyms"
        rows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby="search-synonyms-hint"
        placeholder="tee, t-shirt, tshirt"
      />
      <p id="search-synonyms-hint" className="text-xs text-muted">
        Words or phrases separated by commas stand for each other in a search: with “tee, t-shirt, tshirt”, a search for
        any of them finds what the others find.
      </p>
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending} disabled={!dirty}>
          Save synonyms
        </SubmitButton>
      </div>
    </form>
  );
}
