import type { ProjectCreate } from './api/create-project';

/** The data files the form accepts (spec 2 §2.5); held in the form only, never sent. */
export const DATA_FILE_ACCEPT = '.csv,.tsv,.txt,.xlsx';
const DATA_FILE_EXTENSIONS = ['.csv', '.tsv', '.txt', '.xlsx'];

export function isAcceptedDataFile(name: string): boolean {
  const lower = name.toLowerCase();
  return DATA_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export interface ProjectFormValues {
  name: string;
  description: string;
}

/** Spec 2 §5: the name must not be empty after trimming. */
export function nameError(name: string): 'nameRequired' | null {
  return name.trim() === '' ? 'nameRequired' : null;
}

/** What POST /api/projects/ receives: trimmed text, no empty description. */
export function toCreatePayload(values: ProjectFormValues): ProjectCreate {
  const description = values.description.trim();
  return description ? { name: values.name.trim(), description } : { name: values.name.trim() };
}
