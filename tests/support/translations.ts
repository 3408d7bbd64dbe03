import { type Language, loadNamespace, namespaces } from '../../src/lib/i18n';

/** Every namespace of `languages`, as i18next's `resources` option takes them. */
export async function translations(...languages: Language[]) {
  const byLanguage = await Promise.all(
    languages.map(async (language) => {
      const texts = await Promise.all(
        namespaces.map(async (ns) => [ns, await loadNamespace(language, ns)] as const),
      );
      return [language, Object.fromEntries(texts)] as const;
    }),
  );
  return Object.fromEntries(byLanguage);
}
