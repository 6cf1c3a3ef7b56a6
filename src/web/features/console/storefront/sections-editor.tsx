import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { sectionsWriteSchema, type SectionsWrite, type SectionWrite } from '@shared/schemas/console-catalog';
import { sectionTypes } from '@shared/schemas/home';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { Panel } from '../kit/panel';
import { toastDone } from '../kit/toast-done';
import { ListControls } from './list-controls';
import { SaveBar } from './save-bar';
import { SectionFields, type SectionsValues } from './section-fields';
import { SectionPreview } from './section-preview';
import { useSaveStorefrontList } from './storefront-api';

type SectionType = SectionWrite['sectionType'];

/** What each type is called here, after what the home page shows for it. */
const TYPE_NAMES: Record<SectionType, string> = {
  header: 'Heading',
  image: 'Picture',
  features: 'Features',
  testimonial: 'Testimonials',
  collection: 'Collection of products',
  inventories: 'Products',
};

const newSection = (type: SectionType): SectionWrite => {
  switch (type) {
    case 'header':
      return { sectionType: type, primaryText: '', secondaryText: '' };
    case 'image':
      return { sectionType: type, imagePath: '' };
    case 'features':
      return { sectionType: type, list: [{ iconPath: '', title: '', content: '' }] };
    case 'testimonial':
      return { sectionType: type, list: [{ photoPath: '', userName: '', content: '' }] };
    case 'collection':
      return { sectionType: type, displayName: '', inventoryIds: [] };
    case 'inventories':
      return { sectionType: type, inventoryIds: [] };
  }
};

/** The home page under the banners: its sections of six types, in order, saved whole. */
export function SectionsEditor({ saved }: { saved: SectionsWrite }) {
  const save = useSaveStorefrontList('sections');
  const form = useForm<SectionsValues, unknown, SectionsWrite>({
    resolver: zodResolver(sectionsWriteSchema),
    defaultValues: saved,
  });
  const sections = useFieldArray({ control: form.control, name: 'sections', keyName: 'key' });
  const [adding, setAdding] = useState<SectionType>('header');

  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(await save.mutateAsync(values));
      toastDone('Sections saved: the home page shows them now');
    } catch {
      // The API client has shown why; the form keeps what was typed.
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4" aria-label="Sections">
      <h2 className="font-display text-xl text-ink">Sections</h2>
      {sections.fields.length === 0 && (
        <p className="text-sm text-muted">No sections: the home page shows the banners alone.</p>
      )}
      {sections.fields.map((section, index) => {
        const label = `Section ${index + 1}`;
        return (
          <Panel
            key={section.key}
            title={`${label}: ${TYPE_NAMES[section.sectionType]}`}
            actions={
              <ListControls
                label={label.toLowerCase()}
                index={index}
                count={sections.fields.length}
                move={sections.move}
                remove={sections.remove}
              />
            }
          >
            <div className="grid grid-cols-1 gap-4">
              <SectionFields form={form} index={index} label={label} type={section.sectionType} />
              <SectionPreview form={form} index={index} />
            </div>
          </Panel>
        );
      })}
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="Type of the new section"
          className="w-60"
          value={adding}
          onChange={(event) => setAdding(event.target.value as SectionType)}
        >
          {sectionTypes.map((type) => (
            <option key={type} value={type}>
              {TYPE_NAMES[type]}
            </option>
          ))}
        </Select>
        <Button
          variant="outline"
          disabled={sections.fields.length >= 20}
          onClick={() => sections.append(newSection(adding))}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a section
        </Button>
      </div>
      <SaveBar
        dirty={form.formState.isDirty}
        pending={form.formState.isSubmitting}
        label="Save sections"
        onDiscard={() => form.reset(saved)}
      />
    </form>
  );
}
