import type { ProjectCreate } from './api/create-project';

export interface ProjectFormValues {
  name: string;
  description: string;
}

/** The name must not be empty after trimming. */
export function nameError(name: string): 'nameRequired' | null {
  return name.trim() === '' ? 'nameRequired' : null;
}

/** What POST /api/projects/ receives: trimmed text, no empty description. */
export function toCreatePayload(values: ProjectFormValues): ProjectCreate {
  const description = values.description.trim();
  return description ? { name: values.name.trim(), description } : { name: values.name.trim() };
}
